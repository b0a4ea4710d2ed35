// Team and profile journeys as two people would live them: an owner builds a team (invite, the
// invitee signs up and accepts, role change, ownership transfer, kick), invitations are declined
// and revoked and a member leaves; and a user edits their profile and uploads an avatar.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createOrganization, newUser, signUpNewUser } from './studioUser';

/** The tooltip explaining a disabled control (the Tooltip wrapper is the button's parent). */
function tooltipOf(control: Locator): Locator {
  return control.locator('xpath=..').getByRole('tooltip');
}

function memberRow(page: Page, email: string): Locator {
  return page.locator(`[data-testid="member-item"][data-email="${email.toLowerCase()}"]`);
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, `${name}.png`), fullPage: true });
}

// Two people sign up and act in turn: longer than one person's journey.
test.describe.configure({ timeout: 120_000 });

test('an owner invites a teammate who accepts, changes their role, hands over ownership and is kicked by the new owner', async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const ada = await ownerContext.newPage();
  const adaUser = await signUpNewUser(ada, newUser('ada'));
  const organizationId = await createOrganization(ada, 'Lovelace Labs');

  await ada.getByTestId('tab-organizationUsers').click();
  await expect(ada).toHaveURL(new RegExp(`/${organizationId}/users$`));
  await expect(ada.getByTestId('member-item')).toHaveCount(1);
  await expect(memberRow(ada, adaUser.email).getByTestId('member-role')).toHaveText('Owner');
  await expect(ada.getByTestId('team-total')).toHaveText('1 member · 0 pending invitations');

  // Invite: the email is checked before sending; the role defaults to guest.
  const grace = newUser('grace');
  await ada.getByTestId('invite-button').click();
  await expect(ada.getByTestId('invite-role-select')).toHaveValue('guest');
  await ada.getByTestId('invite-email-input').fill('not-an-email');
  await expect(ada.getByTestId('invite-email-input-error')).toHaveText('Please enter a valid email address.');
  await expect(ada.getByTestId('invite-submit')).toBeDisabled();
  await ada.getByTestId('invite-email-input').fill(grace.email);
  await ada.getByTestId('invite-submit').click();
  await expect(ada.getByTestId('invite-modal')).toBeHidden();
  await expect(ada.getByTestId('invitation-item')).toHaveCount(1);
  await expect(ada.getByTestId('invitation-email')).toHaveText(grace.email.toLowerCase());
  await expect(ada.getByTestId('invitation-role')).toHaveText('Guest');
  await expect(ada.getByTestId('team-total')).toHaveText('1 member · 1 pending invitation');
  // Pending invitations take a seat: the Free plan's two users are given out.
  await expect(ada.getByTestId('invite-button')).toBeDisabled();
  await expect(tooltipOf(ada.getByTestId('invite-button'))).toContainText('user limit');
  await ada.getByTestId('invitation-open').click();
  await expect(ada.getByTestId('invitation-modal-email')).toContainText(grace.email.toLowerCase());
  await screenshot(ada, 'invitation-modal');
  await ada.keyboard.press('Escape');
  await expect(ada.getByTestId('invitation-modal')).toBeHidden();
  await screenshot(ada, 'team-pending');

  // Grace signs up with the invited address and accepts on /invitations.
  const guestContext = await browser.newContext();
  const gracePage = await guestContext.newPage();
  await signUpNewUser(gracePage, grace);
  await gracePage.getByTestId('tab-invitations').click();
  await expect(gracePage.getByTestId('my-invitation-item')).toHaveCount(1);
  await expect(gracePage.getByTestId('my-invitation-organization')).toHaveText('Lovelace Labs');
  await expect(gracePage.getByTestId('my-invitation-role')).toHaveText('Guest');
  await screenshot(gracePage, 'my-invitations');
  await gracePage.getByTestId('my-invitation-accept').click();
  await expect(gracePage.getByTestId('invitation-accepted')).toContainText('You joined Lovelace Labs');
  await expect(gracePage.getByTestId('my-invitations-empty')).toBeVisible();
  await gracePage.getByTestId('invitation-accepted-link').click();
  await expect(gracePage).toHaveURL(new RegExp(`/${organizationId}/widgets$`));

  // As a guest, Grace sees the team with every action disabled and explained.
  await gracePage.getByTestId('tab-organizationUsers').click();
  await expect(gracePage.getByTestId('member-item')).toHaveCount(2);
  await expect(gracePage.getByTestId('invite-button')).toBeDisabled();
  await expect(tooltipOf(gracePage.getByTestId('invite-button'))).toContainText('permission to invite');
  await gracePage.getByTestId('team-manage-toggle').click();
  const adaSeenByGrace = memberRow(gracePage, adaUser.email);
  await expect(adaSeenByGrace.getByTestId('member-kick')).toBeDisabled();
  await expect(tooltipOf(adaSeenByGrace.getByTestId('member-kick'))).toContainText('owner cannot be removed');
  await expect(tooltipOf(adaSeenByGrace.getByTestId('member-change-role'))).toContainText('owner’s role cannot be changed');
  const graceSelf = memberRow(gracePage, grace.email);
  await expect(graceSelf.getByTestId('member-kick')).toBeDisabled();
  await expect(tooltipOf(graceSelf.getByTestId('member-kick'))).toContainText('cannot remove yourself');
  await expect(tooltipOf(graceSelf.getByTestId('member-change-role'))).toContainText('your own role');
  await expect(tooltipOf(memberRow(gracePage, adaUser.email).getByTestId('member-make-owner'))).toContainText('already the owner');

  // Ada sees Grace as a member now (the list refetches on a new visit) and promotes her.
  await ada.reload();
  await expect(ada.getByTestId('member-item')).toHaveCount(2);
  await expect(ada.getByTestId('invitation-item')).toHaveCount(0);
  await ada.getByTestId('team-manage-toggle').click();
  const adaSelf = memberRow(ada, adaUser.email);
  await expect(adaSelf.getByTestId('member-make-owner')).toBeDisabled();
  await expect(tooltipOf(adaSelf.getByTestId('member-make-owner'))).toContainText('already the owner');
  await expect(adaSelf.getByTestId('member-kick')).toBeDisabled();
  const graceSeenByAda = memberRow(ada, grace.email);
  await graceSeenByAda.getByTestId('member-change-role').click();
  await expect(ada.getByTestId('change-role-select')).toHaveValue('guest');
  await ada.getByTestId('change-role-select').selectOption('member');
  await ada.getByTestId('change-role-submit').click();
  await expect(ada.getByTestId('change-role-modal')).toBeHidden();
  await expect(graceSeenByAda.getByTestId('member-role')).toHaveText('Member');
  await screenshot(ada, 'team-manage');

  // The member modal shows who she is and who invited her.
  await graceSeenByAda.getByTestId('member-open').click();
  await expect(ada.getByTestId('member-modal-email')).toHaveText(grace.email.toLowerCase());
  await expect(ada.getByTestId('member-modal-joined')).toContainText('Invited by');
  await expect(ada.getByTestId('member-modal-joined')).toContainText(adaUser.name);
  await screenshot(ada, 'member-modal');

  // Make Grace the owner from the member modal; Ada picks her own role, admin by default.
  await ada.getByTestId('member-modal').getByTestId('member-make-owner').click();
  await expect(ada.getByTestId('previous-owner-role-select')).toHaveValue('admin');
  await screenshot(ada, 'transfer-ownership');
  await ada.getByTestId('transfer-ownership-submit').click();
  await expect(ada.getByTestId('transfer-ownership-modal')).toBeHidden();
  await expect(graceSeenByAda.getByTestId('member-role')).toHaveText('Owner');
  await expect(adaSelf.getByTestId('member-role')).toHaveText('Admin');
  // Ada, now an admin, can no longer transfer ownership; the new owner cannot be kicked.
  await expect(tooltipOf(adaSelf.getByTestId('member-make-owner'))).toContainText('Only the owner');
  await expect(graceSeenByAda.getByTestId('member-kick')).toBeDisabled();

  // Grace, the owner now, kicks Ada after confirming.
  await gracePage.reload();
  await gracePage.getByTestId('team-manage-toggle').click();
  await expect(memberRow(gracePage, grace.email).getByTestId('member-role')).toHaveText('Owner');
  await memberRow(gracePage, adaUser.email).getByTestId('member-kick').click();
  await expect(gracePage.getByTestId('kick-modal')).toContainText(adaUser.name);
  await gracePage.getByTestId('kick-confirm').click();
  await expect(gracePage.getByTestId('kick-modal')).toBeHidden();
  await expect(gracePage.getByTestId('member-item')).toHaveCount(1);

  // Ada's list of organizations no longer holds it.
  await ada.goto('/');
  await expect(ada.getByTestId('organizations-empty')).toBeVisible();

  await ownerContext.close();
  await guestContext.close();
});

test('an invitation is declined, another revoked, and a member leaves from their organizations list where the owner cannot', async ({ browser }) => {
  const ownerContext = await browser.newContext();
  const katherine = await ownerContext.newPage();
  await signUpNewUser(katherine, newUser('katherine'));
  const organizationId = await createOrganization(katherine, 'Johnson Orbital');
  const dorothyUser = newUser('dorothy');
  const invite = async (role?: 'member') => {
    await katherine.getByTestId('invite-button').click();
    await katherine.getByTestId('invite-email-input').fill(dorothyUser.email);
    if (role) await katherine.getByTestId('invite-role-select').selectOption(role);
    await katherine.getByTestId('invite-submit').click();
    await expect(katherine.getByTestId('invitation-item')).toHaveCount(1);
  };
  await katherine.goto(`/${organizationId}/users`);
  await invite('member');
  await expect(katherine.getByTestId('invitation-role')).toHaveText('Member');

  // Dorothy declines, after confirming; the team page no longer lists the invitation.
  const memberContext = await browser.newContext();
  const dorothy = await memberContext.newPage();
  await signUpNewUser(dorothy, dorothyUser);
  await dorothy.goto('/invitations');
  await expect(dorothy.getByTestId('my-invitation-role')).toHaveText('Member');
  await dorothy.getByTestId('my-invitation-decline').click();
  await expect(dorothy.getByTestId('decline-invitation-modal')).toContainText('Johnson Orbital');
  await dorothy.getByTestId('decline-invitation-confirm').click();
  await expect(dorothy.getByTestId('my-invitations-empty')).toBeVisible();
  await katherine.reload();
  await expect(katherine.getByTestId('invitation-item')).toHaveCount(0);

  // Katherine revokes the next invitation from manage mode, after confirming.
  await invite();
  await katherine.getByTestId('team-manage-toggle').click();
  await katherine.getByTestId('invitation-revoke').click();
  await katherine.getByTestId('revoke-confirm').click();
  await expect(katherine.getByTestId('invitation-item')).toHaveCount(0);
  await dorothy.reload();
  await expect(dorothy.getByTestId('my-invitations-empty')).toBeVisible();

  // The third one Dorothy accepts, then leaves from her organizations list.
  await invite();
  await dorothy.reload();
  await dorothy.getByTestId('my-invitation-accept').click();
  await expect(dorothy.getByTestId('invitation-accepted')).toBeVisible();
  await dorothy.getByTestId('tab-organizations').click();
  await expect(dorothy.getByTestId('organization-item-role')).toHaveText('Guest');
  await dorothy.getByTestId('organizations-manage-toggle').click();
  await screenshot(dorothy, 'organizations-manage');
  await dorothy.getByTestId('organization-leave').click();
  await expect(dorothy.getByTestId('leave-organization-modal')).toContainText('Johnson Orbital');
  await dorothy.getByTestId('leave-organization-confirm').click();
  await expect(dorothy.getByTestId('organizations-empty')).toBeVisible();
  await katherine.reload();
  await expect(katherine.getByTestId('member-item')).toHaveCount(1);

  // The owner cannot leave: the control is disabled and says why.
  await katherine.goto('/');
  await katherine.getByTestId('organizations-manage-toggle').click();
  await expect(katherine.getByTestId('organization-leave')).toBeDisabled();
  await expect(tooltipOf(katherine.getByTestId('organization-leave'))).toContainText('owner cannot leave');

  await ownerContext.close();
  await memberContext.close();
});

test('a user edits their name and bio and uploads an avatar that shows on the profile and in the header', async ({ page }) => {
  const folder = await mkdtemp(path.join(tmpdir(), 'avatar-'));
  try {
    const avatar = path.join(folder, 'avatar.png');
    await sharp({ create: { width: 96, height: 96, channels: 3, background: { r: 91, g: 91, b: 214 } } })
      .png()
      .toFile(avatar);

    const user = await signUpNewUser(page, newUser('hopper'));
    await page.goto('/profile');
    await expect(page.getByTestId('profile-name')).toHaveText(user.name);
    await expect(page.getByTestId('profile-page-avatar').locator('img')).toHaveCount(0);

    await page.getByTestId('edit-profile-button').click();
    await page.getByTestId('profile-name-input').fill('Grace Hopper');
    await page.getByTestId('profile-bio-input').fill('Rear admiral.\nInvented the first compiler.');
    // A file that is not an image is refused by the server, and the form says so.
    await page.getByTestId('avatar-file-input').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') });
    await expect(page.getByTestId('avatar-upload-error')).toBeVisible();
    await expect(page.getByTestId('avatar-field-preview').locator('img')).toHaveCount(0);
    await page.getByTestId('avatar-file-input').setInputFiles(avatar);
    await expect(page.getByTestId('avatar-upload-error')).toBeHidden();
    await expect(page.getByTestId('avatar-field-preview').locator('img')).toHaveJSProperty('complete', true);
    await expect(page.getByTestId('avatar-remove-button')).toBeVisible();
    await screenshot(page, 'edit-profile');
    await page.getByTestId('edit-profile-submit').click();
    await expect(page.getByTestId('edit-profile-modal')).toBeHidden();

    await expect(page.getByTestId('profile-name')).toHaveText('Grace Hopper');
    await expect(page.getByTestId('profile-bio')).toContainText('Invented the first compiler.');
    const image = page.getByTestId('profile-page-avatar').locator('img');
    await expect(image).toHaveAttribute('src', /\/uploads\/[0-9a-f-]{36}\/thumbnail\.webp$/);
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId('profile-avatar').locator('img')).toHaveAttribute('src', /thumbnail\.webp$/);
    await screenshot(page, 'profile');

    // After a reload the profile keeps the avatar; removing it brings the initial back.
    await page.reload();
    await expect(page.getByTestId('profile-page-avatar').locator('img')).toHaveAttribute('src', /thumbnail\.webp$/);
    await page.getByTestId('edit-profile-button').click();
    await page.getByTestId('avatar-remove-button').click();
    await page.getByTestId('edit-profile-submit').click();
    await expect(page.getByTestId('profile-page-avatar')).toHaveText('G');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
