// Design tokens for every station (conventions 14). Contrast: text ≥ 7:1, muted ≥ 4.5:1 on surfaces.
import { createGlobalTheme } from '@vanilla-extract/css';

export const vars = createGlobalTheme(':root', {
  color: {
    page: '#f4f5f7',
    surface: '#ffffff',
    surfaceMuted: '#f8fafc',
    text: '#111827',
    textMuted: '#4b5563',
    border: '#e5e7eb',
    borderStrong: '#cbd5e1',
    primary: '#c2410c',
    primaryHover: '#9a3412',
    primarySoft: '#fff1e8',
    onPrimary: '#ffffff',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    dangerSoft: '#fef2f2',
    success: '#15803d',
    successSoft: '#ecfdf3',
    focus: '#2563eb',
    sidebar: '#1f2430',
    sidebarHover: '#2c3342',
    sidebarActive: '#363e50',
    sidebarText: '#e5e7eb',
    sidebarMuted: '#a7b0c0',
    overlay: 'rgba(17, 24, 39, 0.55)',
  },
  space: {
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radius: {
    sm: '6px',
    md: '10px',
    lg: '14px',
    pill: '999px',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSize: {
    xs: '12px',
    sm: '14px',
    md: '16px',
    lg: '20px',
    xl: '26px',
  },
  shadow: {
    card: '0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.08)',
    pop: '0 12px 32px rgba(16, 24, 40, 0.18)',
  },
  size: {
    /** Minimum touch target for tablets. */
    touch: '44px',
    sidebar: '248px',
    sidebarRail: '72px',
    topBar: '60px',
  },
  z: {
    sidebarOverlay: '40',
    menu: '50',
    dialog: '60',
  },
});
