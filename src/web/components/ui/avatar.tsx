import { useState } from 'react';
import { initialsOf } from '../../lib/initials.ts';
import './avatar.css';

const TONES = 8;

function toneOf(seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % TONES;
}

/** White or ink text, whichever reads better on a hex colour (#rgb, #rrggbb or #rrggbbaa). */
export function readableTextOn(hex: string): string {
  let digits = hex.replace('#', '');
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(digits.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  // Contrast against white vs. against the ink text colour (#1d1a29, luminance ~0.012).
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.062 ? '#ffffff' : '#1d1a29';
}

export interface AvatarProps {
  name: string;
  /** Picks one of a few calm tones when there is no theme colour. */
  seed: string;
  /** A member's theme colour, drawn through the SVG fill attribute (CSP forbids inline styles). */
  color?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
  /** The member's profile photo; initials on a colour when absent or when it fails to load. */
  src?: string | null | undefined;
}

/**
 * The member's photo, or their initials on a disc; decorative either way (alt=""), the name is
 * always written next to it.
 */
export function Avatar({ name, seed, color, size = 'md', className, src }: AvatarProps) {
  // The address that failed to load, so a new photo gets its own chance.
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src)
    return (
      <img
        className={['avatar-disc', 'avatar-disc--photo', `avatar-disc--${size}`, className]
          .filter(Boolean)
          .join(' ')}
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(src)}
      />
    );
  const tone = `avatar-disc--toned avatar-disc--tone-${toneOf(seed)}`;
  return (
    <svg
      className={['avatar-disc', `avatar-disc--${size}`, color ? null : tone, className]
        .filter(Boolean)
        .join(' ')}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="20" cy="20" r="20" className="avatar-disc__fill" fill={color} />
      <text
        x="20"
        y="20"
        dy="0.35em"
        textAnchor="middle"
        className="avatar-disc__initials"
        fill={color ? readableTextOn(color) : undefined}
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}
