import { expect, test } from '../support/fixtures';
import { latestEmailLink, newAccount, submitLogin, useFingerprint } from '../support/app-helpers';

const DREAMS = [
  'I climbed a spiral staircase inside an enormous tree, and at the top my grandmother handed me a golden key.',
  'A wolf followed me through a snowy forest until we reached a frozen lake where a child was singing.',
];

test('an account from registration to deletion', async ({ page, request, baseURL }) => {
  test.setTimeout(180_000);
  await useFingerprint(page);
  const account = newAccount('journal');

  // Register: the checklist ticks rule by rule and the button waits for a valid password.
  await page.goto('/register');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Register', exact: true });
  await password.fill('weak');
  const rules = page.getByRole('list', { name: 'Password requirements' });
  await expect(rules.getByRole('listitem').filter({ hasText: 'One lowercase letter' })).toContainText('(met)');
  await expect(rules.getByRole('listitem').filter({ hasText: 'One uppercase letter' })).toContainText('(not met)');
  await expect(page.getByText('Password does not meet requirements.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await password.fill(account.password);
  await expect(rules.getByText('(not met)')).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Registration successful! Please check your email to verify your account.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  // Verify through the emailed link; the page sends the visitor to /login after 3 s.
  const verifyLink = await latestEmailLink(account.email, '/verify-email', baseURL!);
  await page.goto(verifyLink);
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();

  // Login.
  await submitLogin(page, account);
  await expect(page.getByText(`Welcome, ${account.username}!`)).toBeVisible();
  await expect(page.getByText('Dream history is empty')).toBeVisible();

  // Two analyses, both listed under Recent Dreams.
  for (const dream of DREAMS) {
    await page.getByPlaceholder('Describe your dream here...').fill(dream);
    await page.getByRole('button', { name: 'Analyze Dream' }).click();
    await expect(page.getByRole('region', { name: 'Analysis Results' }).getByRole('heading', { name: 'Interpretation' })).toBeVisible({ timeout: 30_000 });
  }
  const recent = page.getByRole('region', { name: 'Recent Dreams' });
  await expect(recent.getByRole('listitem').filter({ has: page.locator('time') })).toHaveCount(2);
  await expect(recent.getByText(/^A wolf followed me through a snowy forest/)).toBeVisible();

  // History: click to expand.
  await recent.getByRole('link', { name: 'View all dream history' }).click();
  await expect(page).toHaveURL(/\/dream-history$/);
  const card = page.getByRole('button', { name: /A wolf followed me/ });
  await expect(card).toHaveAttribute('aria-expanded', 'false');
  await card.click();
  await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
  await expect(page.getByText(DREAMS[1]!, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Analysis', exact: true })).toBeVisible();

  // Profile: statistics and streak.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeVisible();
  const stat = (label: string) => page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  await expect(stat('Total dreams')).toHaveText('2');
  await expect(stat('This week')).toHaveText('2');
  await expect(stat('This month')).toHaveText('2');
  await expect(page.getByText('1day in a row')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  // Edit profile.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page.getByText('Ada', { exact: true })).toBeVisible();

  // Change the email: it takes the current password; a wrong one is refused and the form stays.
  const newEmail = `moved-${account.email}`;
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const profileForm = page.getByRole('region', { name: 'Basic Information' });
  await expect(profileForm.getByLabel('Current password', { exact: true })).toHaveCount(0);
  await page.getByLabel('Email').fill(newEmail);
  const currentPassword = profileForm.getByLabel('Current password', { exact: true });
  await expect(currentPassword).toHaveAttribute('autocomplete', 'current-password');
  await expect(currentPassword).toHaveAttribute('required', '');
  await currentPassword.fill('Not-My-Passw0rd!');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(profileForm.getByText('Current password is incorrect.')).toBeVisible();
  await expect(currentPassword).toHaveAccessibleDescription(/Current password is incorrect\./);
  await expect(currentPassword).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Email changed' })).toHaveCount(0);
  await expect(page.getByLabel('Email')).toHaveValue(newEmail);
  await currentPassword.fill(account.password);
  await expect(profileForm.getByText('Current password is incorrect.')).toHaveCount(0);
  // The modal counts down and 'Go to Login Now' logs out at once.
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const modal = page.getByRole('dialog', { name: 'Email changed' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(/Redirecting to the login page in (10|9|8) seconds/);
  await modal.getByRole('button', { name: 'Go to Login Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await expect(page.getByText('Welcome, Guest!')).toBeVisible();

  // Password reset by email link.
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset instructions have been sent to your email')).toBeVisible();
  await expect(page.getByRole('button', { name: /Try again \(\d+s\)/ })).toBeDisabled();
  await expect(page.getByLabel('Email')).toBeDisabled();
  const resetLink = await latestEmailLink(newEmail, '/new-password', baseURL!);
  await page.goto(resetLink);
  const resetPassword = 'Moon-Light-77?';
  await page.getByLabel('New password', { exact: true }).fill(resetPassword);
  await page.getByLabel('Confirm new password').fill('Moon-Light-78?');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill(resetPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password successfully changed. Please log in with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(newEmail);
  await page.getByLabel('Password', { exact: true }).fill(resetPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // Change password in the profile.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('Current password').fill(resetPassword);
  await page.getByLabel('New password', { exact: true }).fill('Star-Field-99#');
  await page.getByLabel('Confirm new password').fill('Star-Field-98#');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('New passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Star-Field-99#');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password changed successfully!')).toBeVisible();

  // Delete the account: only the exact phrase and the current password unlock the button.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
  const phrase = confirm.getByLabel(/to confirm/);
  const deletePassword = confirm.getByLabel('Current password', { exact: true });
  const deleteButton = confirm.getByRole('button', { name: 'Delete Account' });
  await phrase.fill(`delete ${account.username}`);
  await deletePassword.fill('Star-Field-99#');
  await expect(deleteButton).toBeDisabled();
  await phrase.fill(`Delete ${account.username}`);
  await deletePassword.fill('');
  await expect(deleteButton).toBeDisabled();
  // A wrong password is refused with the server's message; the modal and the account stay.
  await deletePassword.fill('Star-Field-98#');
  await expect(deleteButton).toBeEnabled();
  await deleteButton.click();
  await expect(confirm.getByText('Current password is incorrect.')).toBeVisible();
  await expect(deletePassword).toHaveAccessibleDescription(/Current password is incorrect\./);
  await expect(confirm).toBeVisible();
  await expect(page.getByText('Account deleted successfully.')).toHaveCount(0);
  await expect(page).toHaveURL(/\/profile$/);
  const stillThere = await request.post('/api/auth/login', { form: { username: newEmail, password: 'Star-Field-99#' } });
  expect(stillThere.status()).toBe(200);
  await deletePassword.fill('Star-Field-99#');
  await deleteButton.click();
  await expect(page.getByText('Account deleted successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(newEmail);
  await page.getByLabel('Password', { exact: true }).fill('Star-Field-99#');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
});
