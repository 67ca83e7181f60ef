import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../lib/ui/button';
import { toast, ToastHost } from '../../lib/ui/toast-host';

const meta = {
  title: 'UI/ToastHost',
  component: ToastHost,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="flex gap-2 p-6">
      <ToastHost {...args} />
      <Button onClick={() => toast.success('Login successful!')}>Success toast</Button>
      <Button variant="danger" onClick={() => toast.error('Failed to analyze dream')}>
        Error toast
      </Button>
    </div>
  ),
} satisfies Meta<typeof ToastHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Top-center, 5000 ms, one at a time: click both buttons to see the second wait its turn. */
export const Default: Story = {};
export const Dark: Story = { args: { theme: 'dark' } };
