import '@fontsource-variable/inter';
import 'react-toastify/dist/ReactToastify.css';
import '../lib/ui/styles.css';
import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import { catalogueViewports, themeGlobalType, withTheme } from './decorators';

/**
 * The catalogue's shared configuration. Story files build on it (`preview.meta(…)`, then
 * `meta.story(…)`), so each gets its types and defaults from here. With this form Storybook takes
 * the addons' preview annotations from `addons` below, not from main.ts.
 */
export default definePreview({
  addons: [addonDocs(), addonA11y()],
  parameters: {
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    viewport: { options: catalogueViewports },
    options: { storySort: { order: ['Introduction', 'UI'] } },
  },
  globalTypes: themeGlobalType,
  initialGlobals: { theme: 'system' },
  decorators: [withTheme],
  tags: ['autodocs'],
});
