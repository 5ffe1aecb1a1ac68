import { afterAll, describe, expect, inject, it } from 'vitest';
import { screenshot, waitForInteractive } from './browser';
import { addPlayers, cameraFileOf, fingerprint, tablePhones } from './table-phones';

// Three phones at one table with no signal, playing truth or dare: each installed the app once,
// then went offline. The host's phone shows the table code, the other two scan it with their
// cameras (Chromium's fake camera, fed the host's code as it looked on screen) and pick their
// seats. Each turn's card shows only on the phone of the player whose turn it is; the others see
// who is up and the turn number, and nothing leaves any phone.

const baseUrl = inject('baseUrl');
const { phone, closeAll } = tablePhones(baseUrl);

afterAll(async () => {
  await closeAll();
});

type Phone = Awaited<ReturnType<typeof phone>> & { name: string };

/** The card on `p`'s phone once its player chose Dare, and that no other phone shows it. */
async function dareOnlyOn(p: Phone, all: Phone[], turn: number): Promise<string> {
  for (const other of all) {
    await expect
      .poll(() => other.page.getByTestId('table-turn').textContent())
      .toBe(`Turn ${turn}`);
    await expect
      .poll(() => other.page.getByTestId('table-up').textContent())
      .toBe(other === p ? `Your turn, ${p.name}: truth or dare?` : `${p.name} is up`);
  }
  // Only the player on turn is offered the choice.
  for (const other of all)
    expect(await other.page.getByRole('button', { name: 'Dare', exact: true }).count()).toBe(
      other === p ? 1 : 0,
    );
  await p.page.getByRole('button', { name: 'Dare', exact: true }).click();
  const card = p.page.getByTestId('table-card').locator('.prompt-text');
  await card.waitFor();
  const dare = ((await card.textContent()) ?? '').trim();
  expect(dare.length).toBeGreaterThan(5);
  for (const other of all) {
    if (other === p) continue;
    expect(await other.page.getByTestId('table-card').count()).toBe(0);
    expect(await other.page.locator('body').innerText()).not.toContain(dare);
  }
  return dare;
}

describe('truth or dare on a table of phones with no signal', () => {
  it('three phones scan one code; each dare shows only on the phone of the player on turn', async () => {
    const host = await phone();
    await host.page.goto(`${baseUrl}/games/truth-or-dare`);
    await addPlayers(host.page, ['Ava', 'Bo', 'Cy']);
    await host.page.getByRole('button', { name: 'Play on everyone’s phone (no signal)' }).click();
    await host.page.getByRole('heading', { name: 'Everyone else: scan this' }).waitFor();
    const pictures = await fingerprint(host.page);
    expect(pictures).toHaveLength(4);
    const camera = await cameraFileOf(host.page, 'truth-or-dare-table-code');

    const guests = await Promise.all(
      ['Bo', 'Cy'].map(async (name) => ({
        name,
        ...(await phone([
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${camera}`,
        ])),
      })),
    );
    await Promise.all(
      guests.map(async (guest) => {
        await guest.page.goto(`${baseUrl}/join`);
        await waitForInteractive(guest.page);
        await guest.page
          .getByRole('heading', { name: 'Which one is you?' })
          .waitFor({ timeout: 60_000 });
        expect(await fingerprint(guest.page)).toEqual(pictures);
      }),
    );
    for (const guest of guests)
      await guest.page.getByRole('button', { name: guest.name, exact: true }).click();
    await host.page.getByRole('button', { name: 'Ava', exact: true }).click();
    const all: Phone[] = [{ name: 'Ava', ...host }, ...guests];
    const [ava, bo, cy] = all as [Phone, Phone, Phone];
    for (const p of all) {
      await p.page.getByTestId('table-turn').waitFor();
      p.outgoing.length = 0;
    }

    // Turn 1 is Ava's: her dare on her phone alone.
    const first = await dareOnlyOn(ava, all, 1);
    await screenshot(ava.page, 'truth-or-dare-table-player');
    await screenshot(bo.page, 'truth-or-dare-table-watcher');
    // Each phone taps on once Ava is done.
    await ava.page.getByRole('button', { name: 'Done: next turn' }).click();
    for (const p of [bo, cy]) await p.page.getByRole('button', { name: 'Next turn' }).click();

    // Turn 2 is Bo's, turn 3 Cy's: each dare on its own phone, each a new card.
    const second = await dareOnlyOn(bo, all, 2);
    expect(second).not.toBe(first);
    await bo.page.getByRole('button', { name: 'Done: next turn' }).click();
    for (const p of [ava, cy]) await p.page.getByRole('button', { name: 'Next turn' }).click();
    const third = await dareOnlyOn(cy, all, 3);
    expect(new Set([first, second, third]).size).toBe(3);

    // A reload keeps the seat, the turn and the card.
    await cy.page.reload();
    await expect
      .poll(() => cy.page.getByTestId('table-card').locator('.prompt-text').textContent())
      .toBe(third);
    await expect.poll(() => cy.page.getByTestId('table-turn').textContent()).toBe('Turn 3');

    for (const p of all) {
      expect(p.outgoing).toEqual([]);
      expect(p.errors).toEqual([]);
    }
  });
});
