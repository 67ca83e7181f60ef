import '@fontsource-variable/inter';
import 'react-toastify/dist/ReactToastify.css';
import '../lib/ui/styles.css';
import type { Preview } from '@storybook/react-vite';
import { catalogueViewports, themeGlobalType, withTheme } from './decorators';

const preview: Preview = {
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
};

export default preview;
