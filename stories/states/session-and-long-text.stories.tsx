/**
 * Cross-component states built with the shared decorators of .storybook/decorators.tsx:
 * session state set as signals (guest, guest who used the free analysis, signed in, admin),
 * the longest inputs (a 10,000-character dream, a 60-character username) and the narrow/wide frames.
 */
import preview from '../../.storybook/preview';
import { fn, userEvent, within } from 'storybook/test';
import { GuestBanner } from '../../lib/ui/banner';
import { DreamCard } from '../../lib/ui/dream-card';
import { DreamForm } from '../../lib/ui/dream-form';
import { NavigationBar } from '../../lib/ui/navigation-bar';
import { fixedDate, LONG_USERNAME, longDreamText, useStorySession, withNarrow, withSession, withWide } from '../../.storybook/decorators';
import { AnchorLink, sampleDreams } from '../ui/sample-data';

interface SessionShellProps {
  onLogout: () => void;
}

/** What the app shell renders from the session signals: the navigation bar, and the guest banner for guests. */
function SessionShell({ onLogout }: SessionShellProps) {
  const session = useStorySession();
  // Each story's session is fixed, so reading .value once per render is enough here.
  const user = session.user.value;
  return (
    <div className="flex flex-col gap-4">
      <NavigationBar
        username={session.isGuest.value ? null : (user?.username ?? null)}
        isRealUser={session.isRealUser.value}
        isAdmin={session.isAdmin.value}
        onLogout={onLogout}
        linkComponent={AnchorLink}
      />
      {session.isGuest.value ? (
        <div className="px-4">
          <GuestBanner used={session.guestHasSubmitted.value} linkComponent={AnchorLink} />
        </div>
      ) : null}
    </div>
  );
}

const meta = preview.meta({
  title: 'States/Session and long text',
  component: SessionShell,
  args: { onLogout: fn() },
  parameters: { layout: 'fullscreen' },
});

export const SignedOut = meta.story({ decorators: [withSession('none')] });
export const Guest = meta.story({ decorators: [withSession('guest')] });
export const GuestAnalysisUsed = meta.story({ decorators: [withSession('guest-submitted')] });
export const SignedIn = meta.story({ decorators: [withSession('user')] });
export const Admin = meta.story({ decorators: [withSession('admin')] });
/** A 60-character username (the longest allowed). */
export const LongUsername = meta.story({ decorators: [withSession('user', { username: LONG_USERNAME })] });

const longDream = { ...sampleDreams[0]!, dream_text: longDreamText(), date: fixedDate(1, 2) };

/** A 10,000-character dream (the longest allowed), expanded. */
export const LongDreamCard = meta.story({
  render: () => (
    <div className="p-4">
      <DreamCard dream={longDream} expanded />
    </div>
  ),
});

/** The dream form holding a 10,000-character dream. */
export const LongDreamInForm = meta.story({
  render: () => (
    <div className="p-4">
      <DreamForm onAnalyze={fn()} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox');
    await userEvent.click(textarea);
    await userEvent.paste(longDreamText());
  },
});

/** The signed-in shell in a 360 px frame (a phone), inside any viewport. */
export const NarrowFrame = meta.story({ decorators: [withNarrow, withSession('user', { username: LONG_USERNAME })] });
/** The signed-in shell in a 1280 px frame (a desktop). */
export const WideFrame = meta.story({ decorators: [withWide, withSession('admin')] });
