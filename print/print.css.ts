// Print CSS lives with the print views (conventions 14): plain black on white, no app chrome.
import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  background: '#ffffff',
  color: '#000000',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
});

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '8px',
  padding: '16px',
  textAlign: 'center',
});

export const title = style({ margin: 0, fontSize: '20px', fontWeight: 700 });

export const muted = style({ margin: 0, fontSize: '14px', color: '#374151' });

export const token = style({ margin: 0, fontSize: '64px', fontWeight: 800, lineHeight: 1 });
