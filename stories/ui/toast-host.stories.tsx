import preview from '../../.storybook/preview';
import { Button } from '../../lib/ui/button';
import { toast, ToastHost } from '../../lib/ui/toast-host';

const meta = preview.meta({
  title: 'UI/ToastHost',
  component: ToastHost,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className="flex flex-wrap gap-2 p-6">
      <ToastHost {...args} />
      <Button onClick={() => toast.success('Login successful!')}>Success toast</Button>
      <Button variant="danger" onClick={() => toast.error('Failed to analyze dream')}>
        Error toast
      </Button>
      <Button
        variant="secondary"
        onClick={() => ['Profile updated successfully!', 'Settings updated.', 'Password changed successfully!', 'Verification email sent! Please check your inbox.'].forEach((m) => toast.success(m))}
      >
        Four at once
      </Button>
    </div>
  ),
});

/**
 * Top-center (bottom-center below 640 px), 5000 ms each. A repeated message replaces itself, at
 * most three show at once: "Four at once" leaves the newest three.
 */
export const Default = meta.story();
export const Dark = meta.story({ args: { theme: 'dark' } });
