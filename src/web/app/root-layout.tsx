import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '../components/ui/logo.tsx';
import { commonNs } from '../i18n/ns/common.ts';

/** Moves focus to the new page's title after client-side navigation, so screen readers announce it. */
function useFocusPageTitleOnNavigate() {
  const { pathname, hash } = useLocation();
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    // In-page anchors manage their own focus; search-only changes are not a new page.
    if (hash) return;
    const target =
      document.querySelector<HTMLElement>('[data-page-title]') ?? document.getElementById('main');
    target?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

function NavigationProgress() {
  const navigation = useNavigation();
  return (
    <div
      className="nav-progress"
      data-active={navigation.state === 'idle' ? 'false' : 'true'}
      aria-hidden="true"
    />
  );
}

export function RootLayout() {
  useFocusPageTitleOnNavigate();
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first route's code loads. Invisible unless that takes a noticeable moment. */
export function AppSplash() {
  const { t } = useTranslation(commonNs);
  return (
    <div className="app-splash" role="status">
      <div className="delayed-reveal">
        <LogoMark size={44} className="app-splash__mark" />
        <span className="visually-hidden">{t('loading')}</span>
      </div>
    </div>
  );
}
