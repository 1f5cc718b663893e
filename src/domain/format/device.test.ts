import { describe, expect, it } from 'vitest';
import { describeDevice, deviceParts } from './device.ts';

describe('describeDevice', () => {
  it('names common browsers and systems', () => {
    expect(
      describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toBe('Firefox on Linux');
    expect(
      describeDevice(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone');
    expect(
      describeDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toBe('Edge on Windows');
    expect(
      describeDevice(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toBe('Chrome on macOS');
  });
  it('falls back honestly', () => {
    expect(describeDevice(null)).toBe('Unknown device');
    expect(describeDevice('lightMyRequest')).toBe('Unknown device');
    expect(describeDevice('curl/8.5.0')).toBe('curl');
  });
  it('gives the parts for the web app to word', () => {
    expect(deviceParts('curl/8.5.0')).toEqual({ browser: 'curl', system: null });
    expect(deviceParts(null)).toEqual({ browser: null, system: null });
    expect(
      deviceParts('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0'),
    ).toEqual({ browser: 'Firefox', system: 'Linux' });
  });
});
