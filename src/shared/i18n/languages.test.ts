import { describe, expect, it } from 'vitest';
import { negotiateLanguage, toInterfaceLanguage } from './languages.ts';

describe('negotiateLanguage', () => {
  it('takes the first language we speak, in the browser order', () => {
    expect(negotiateLanguage(['de-DE', 'en-GB', 'tr'])).toBe('en');
    expect(negotiateLanguage(['tr-TR', 'en-US'])).toBe('tr');
  });
  it('honours q-values in an Accept-Language header', () => {
    expect(negotiateLanguage('tr-TR,tr;q=0.9,en;q=0.8')).toBe('tr');
    expect(negotiateLanguage('tr;q=0.5, en-US')).toBe('en');
    expect(negotiateLanguage('en;q=0, tr;q=0.1')).toBe('tr');
  });
  it('falls back to the spec default (tr) when nothing matches', () => {
    expect(negotiateLanguage(['fr-FR'])).toBe('tr');
    expect(negotiateLanguage('')).toBe('tr');
    expect(negotiateLanguage(undefined)).toBe('tr');
  });
  it('reads a tag in any case and with an underscore', () => {
    expect(toInterfaceLanguage('EN_us')).toBe('en');
    expect(toInterfaceLanguage('pt-BR')).toBeUndefined();
  });
});
