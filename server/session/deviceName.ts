// A readable name for a device from its user agent, e.g. 'Chrome on Linux'.
import { parse } from 'bowser';

const UNKNOWN_DEVICE = 'Unknown device';

export function deviceNameFromUserAgent(userAgent: string | undefined | null): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  try {
    const parsed = parse(userAgent);
    const browser = parsed.browser.name?.trim();
    const os = parsed.os.name?.trim();
    if (browser && os) return `${browser} on ${os}`;
    return browser || os || UNKNOWN_DEVICE;
  } catch {
    return UNKNOWN_DEVICE;
  }
}
