/** The app's one theme preference: light, dark or the system's, kept per device and set on <html>. */
import { browserThemePreference } from '../lib/core/theme';

export const theme = browserThemePreference();
