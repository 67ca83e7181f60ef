import '@fontsource-variable/inter';
import 'react-toastify/dist/ReactToastify.css';
import '../lib/ui/styles.css';
import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    controls: { expanded: true },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
