import type { Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { readTableCode, toTypedCode } from '../../src/features/games/table/payload';
import { screenshot, seriousViolations, waitForInteractive } from './browser';
import { addPlayers, cameraFileOf, fingerprint, tablePhones } from './table-phones';

// Four phones at one table with no signal at all: each installed the app once, then went offline
// before anyone joined. The host's phone shows the table code; the other three scan it with their
// cameras (Chromium's fake camera, fed the host's code as it looked on screen), check the four
// pictures and pick their seats. Three rounds of Odd one out follow, each phone showing only its
// own seat's secret, and no request leaves any phone. A phone that reloads keeps its seat; one
// that missed rounds catches up from the host's code, typed in. Charades and Meyer follow the same
// way in: only the actor's phone shows the word, and each phone in Meyer is its own dice cup.

const baseUrl = inject('baseUrl');
const { phone, closeAll } = tablePhones(baseUrl);

afterAll(async () => {
  await closeAll();
});

type Phone = Awaited<ReturnType<typeof phone>> & { name: string };

/** The host's phone shows its code at `path`; each guest scans it with its camera, checks the four
 * pictures and takes its seat; the host takes seat `hostName`. From then on nothing may leave. */
async function seatTable(
  host: Awaited<ReturnType<typeof phone>>,
  hostName: string,
  guestNames: string[],
  camera: string,
): Promise<Phone[]> {
  const pictures = await fingerprint(host.page);
  expect(pictures).toHaveLength(4);
  const guests = await Promise.all(
    guestNames.map(async (name) => ({
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
      // Typed into once the page has come to life: a value typed before would be lost with it.
      await waitForInteractive(guest.page);
      await guest.page
        .getByRole('heading', { name: 'Which one is you?' })
        .waitFor({ timeout: 60_000 });
      expect(await fingerprint(guest.page)).toEqual(pictures);
    }),
  );
  for (const guest of guests)
    await guest.page.getByRole('button', { name: guest.name, exact: true }).click();
  await host.page.getByRole('button', { name: hostName, exact: true }).click();
  return [{ name: hostName, ...host }, ...guests];
}

/** Holds the secret button down, reads it, lets go: what only this seat may see. */
async function peek(page: Page): Promise<string> {
  const hold = page.locator('.ooo-hold');
  await hold.hover();
  await page.mouse.down();
  await expect.poll(() => hold.getAttribute('aria-pressed')).toBe('true');
  const text = ((await hold.textContent()) ?? '').trim();
  await page.mouse.up();
  await expect.poll(() => hold.getAttribute('aria-pressed')).toBe('false');
  return text;
}

describe('a table of phones with no signal', () => {
  it('four phones scan one code and play Odd one out to the end, each secret on its own phone', async () => {
    const host = await phone();
    await host.page.goto(`${baseUrl}/games/odd-one-out`);
    await addPlayers(host.page, ['Ava', 'Bo', 'Cy', 'Dee']);
    await host.page.getByRole('button', { name: '3 rounds' }).click();
    await host.page.getByRole('button', { name: 'Everyone on their own phone' }).click();
    await host.page.getByRole('heading', { name: 'Everyone else: scan this' }).waitFor();
    const pictures = await fingerprint(host.page);
    expect(pictures).toHaveLength(4);
    await screenshot(host.page, 'table-link-host-code');
    const camera = await cameraFileOf(host.page, 'table-link-code');

    // Three more phones, each with its camera pointed at the host's screen.
    const guests = await Promise.all(
      ['Bo', 'Cy', 'Dee'].map(async (name) => ({
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
        // Typed into once the page has come to life: a value typed before would be lost with it.
        await waitForInteractive(guest.page);
        await guest.page
          .getByRole('heading', { name: 'Which one is you?' })
          .waitFor({ timeout: 60_000 });
        expect(await fingerprint(guest.page)).toEqual(pictures);
      }),
    );
    await screenshot(guests[0]!.page, 'table-link-guest-seat');
    for (const guest of guests)
      await guest.page.getByRole('button', { name: guest.name, exact: true }).click();
    await host.page.getByRole('button', { name: 'Ava', exact: true }).click();
    const all = [{ name: 'Ava', ...host }, ...guests];

    // From here on, nothing may leave any phone.
    for (const p of all) {
      await p.page.getByRole('button', { name: /press and hold to see your word/i }).waitFor();
      // the seats are the table's: no phone offers a Players sheet that would change nothing
      expect(await p.page.getByRole('button', { name: /^(\d+ )?players?$/i }).count()).toBe(0);
      p.outgoing.length = 0;
    }

    const oddOnes: string[] = [];
    for (let round = 1; round <= 3; round++) {
      await Promise.all(
        all.map((p) =>
          expect
            .poll(() => p.page.locator('.ooo-status').textContent())
            .toContain(`Round ${round} of 3`),
        ),
      );
      const secrets = await Promise.all(all.map((p) => peek(p.page)));
      const odd = secrets.filter((s) => /odd one out/i.test(s));
      expect(odd, secrets.join(' | ')).toHaveLength(1);
      const words = new Set(
        secrets.filter((s) => !/odd one out/i.test(s)).map((s) => s.replace(/^The word is/, '')),
      );
      expect(words.size, secrets.join(' | ')).toBe(1);
      const [word] = [...words];
      const oddPhone = all[secrets.findIndex((s) => /odd one out/i.test(s))]!;
      oddOnes.push(oddPhone.name);
      // The word is nowhere in the odd one out's page, and every phone shows the same category.
      expect(await oddPhone.page.content()).not.toContain(`>${word}<`);
      const categories = await Promise.all(
        all.map((p) => p.page.locator('.prompt-lead').textContent()),
      );
      expect(new Set(categories).size).toBe(1);
      if (round === 1) await screenshot(oddPhone.page, 'table-link-odd-phone');

      await Promise.all(
        all.map((p) => p.page.getByRole('button', { name: 'Everyone has looked' }).click()),
      );
      const askers = await Promise.all(
        all.map(async (p) => {
          const asker = p.page.locator('.prompt-player', { hasText: 'asks first' });
          await asker.waitFor();
          return asker.textContent();
        }),
      );
      expect(new Set(askers).size).toBe(1);

      if (round === 2) {
        // Bo's phone reloads in the middle of the round: same seat, same round, same phase.
        const bo = all[1]!;
        await bo.page.reload();
        await expect.poll(() => bo.page.locator('.prompt-player').textContent()).toBe(askers[0]);
        await expect.poll(() => bo.page.locator('.ooo-status').textContent()).toContain('Bo');
      }

      await Promise.all(
        all.map((p) => p.page.getByRole('button', { name: /We’ve pointed/ }).click()),
      );
      const reveals = await Promise.all(
        all.map((p) => p.page.getByTestId('odd-one').textContent()),
      );
      expect(new Set(reveals)).toEqual(new Set([`${oddPhone.name} was the odd one out`]));
      expect(
        await Promise.all(all.map((p) => p.page.getByTestId('round-word').textContent())),
      ).toEqual(all.map(() => word));
      await Promise.all(
        all.map((p) => p.page.getByRole('button', { name: 'Caught, and missed the word' }).click()),
      );
    }

    // The game ends on every phone with the same scores: a catch is a point for everyone else.
    for (const p of all) {
      await p.page.locator('#recap-title').waitFor();
      const rows = await p.page.locator('.recap-list').first().locator('li').allTextContents();
      const scores: Record<string, number> = {};
      for (const row of rows) {
        const match = /^(\S+)\s+(\d+)$/.exec(row.trim());
        if (match) scores[match[1] as string] = Number(match[2]);
      }
      for (const name of ['Ava', 'Bo', 'Cy', 'Dee']) {
        expect(scores[name] ?? 0, `${name} on ${p.name}'s phone`).toBe(
          oddOnes.filter((odd) => odd !== name).length,
        );
      }
    }
    const recaps = await Promise.all(all.map((p) => p.page.locator('.recap').textContent()));
    expect(new Set(recaps).size).toBe(1);
    await screenshot(host.page, 'table-link-recap');

    for (const p of all) {
      expect(p.outgoing, `${p.name}'s phone sent requests`).toEqual([]);
      expect(p.errors).toEqual([]);
    }
    // Four browsers at once on a 2-core machine beside other suites: more than the default 90 s.
  }, 240_000);

  it('a phone that fell behind catches up from the host’s code, typed in; an older code or a bad one loses nothing', async () => {
    const host = await phone();
    await host.page.goto(`${baseUrl}/games/odd-one-out`);
    await addPlayers(host.page, ['Ann', 'Ben', 'Cat']);
    await host.page.getByRole('button', { name: 'Everyone on their own phone' }).click();
    await host.page.getByText('Camera not working? Type a code instead').click();
    const typed = (await host.page.getByTestId('typed-code').textContent()) ?? '';
    expect(typed).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{1,4})+$/);

    // A phone with no camera at all: it types the code.
    const guest = await phone([
      '--use-fake-device-for-media-stream',
      '--use-file-for-fake-video-capture=/nonexistent.mjpeg',
    ]);
    await guest.page.goto(`${baseUrl}/join`);
    // Typed into once the page has come to life: a value typed before would be lost with it.
    await waitForInteractive(guest.page);
    const input = guest.page.getByLabel(/Or type the code/);
    // Bad codes: a plain sentence each, and the page stays ready for the right one.
    await input.fill('HELLO');
    await guest.page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect
      .poll(() => guest.page.getByRole('alert').textContent())
      .toContain("isn't a Party Dojo table code");
    const damaged = typed.slice(0, 10) + (typed[10] === 'Z' ? 'Y' : 'Z') + typed.slice(11);
    await input.fill(damaged);
    await guest.page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect
      .poll(() => guest.page.getByRole('alert').textContent())
      .toContain("didn't come through whole");
    await input.fill(typed.toLowerCase());
    await guest.page.getByRole('button', { name: 'Join', exact: true }).click();
    await guest.page.getByRole('heading', { name: 'Which one is you?' }).waitFor();
    expect(await fingerprint(guest.page)).toEqual(await fingerprint(host.page));
    // A typed code leaves names out: the seats are numbered.
    await guest.page.getByRole('button', { name: 'Seat 2', exact: true }).click();
    await host.page.getByRole('button', { name: 'Ann', exact: true }).click();

    // The host plays two rounds on while the guest's phone stays on round 1.
    for (let round = 0; round < 2; round++) {
      await host.page.getByRole('button', { name: 'Everyone has looked' }).click();
      await host.page.getByRole('button', { name: /We’ve pointed/ }).click();
      await host.page.getByRole('button', { name: 'Got away' }).click();
    }
    await expect
      .poll(() => host.page.locator('.ooo-status').textContent())
      .toContain('Round 3 of 5');
    // The host's code now carries round 3: typed on the guest's phone, it catches up.
    const again = host.page.locator('.ooo-again');
    await again.getByText('Show the table code').click();
    await again.getByText('Camera not working? Type a code instead').click();
    const later = (await again.getByTestId('typed-code').textContent()) ?? '';
    expect(later).not.toBe(typed);
    await guest.page.goto(`${baseUrl}/join`);
    // Typed into once the page has come to life: a value typed before would be lost with it.
    await waitForInteractive(guest.page);
    await guest.page.getByLabel(/Or type the code/).fill(later);
    await guest.page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect
      .poll(() => guest.page.locator('.ooo-status').textContent())
      .toContain('Round 3 of 5');
    await expect.poll(() => guest.page.locator('.ooo-status').textContent()).toContain('Seat 2');

    // A stale code handed round (the first one, still on someone's screen): the phone says it is
    // older than what it has, keeps round 3, and offers to scan the current code.
    await guest.page.goto(`${baseUrl}/join`);
    await waitForInteractive(guest.page);
    await guest.page.getByLabel(/Or type the code/).fill(typed);
    await guest.page.getByRole('button', { name: 'Join', exact: true }).click();
    await guest.page.getByRole('heading', { name: 'An older code of your table' }).waitFor();
    const older = (await guest.page.getByRole('alert').textContent()) ?? '';
    expect(older).toContain('older than what this phone already has');
    expect(older).toContain('from round 1');
    expect(older).toContain('keeps round 3');
    expect(await guest.page.getByRole('heading', { name: 'Which one is you?' }).count()).toBe(0);
    await guest.page.getByRole('button', { name: 'Scan the current code' }).click();
    await guest.page.getByLabel(/Or type the code/).fill(later);
    await guest.page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect
      .poll(() => guest.page.locator('.ooo-status').textContent())
      .toContain('Round 3 of 5');
    await expect.poll(() => guest.page.locator('.ooo-status').textContent()).toContain('Seat 2');
    // Scanned again and sent back to the game instead: still round 3.
    await guest.page.goto(`${baseUrl}/join`);
    await waitForInteractive(guest.page);
    await guest.page.getByLabel(/Or type the code/).fill(typed);
    await guest.page.getByRole('button', { name: 'Join', exact: true }).click();
    await guest.page.getByRole('button', { name: 'Back to Odd one out' }).click();
    await expect
      .poll(() => guest.page.locator('.ooo-status').textContent())
      .toContain('Round 3 of 5');
    expect(guest.outgoing).toEqual([]);
    expect(guest.errors).toEqual([]);
  });
  it('charades on four phones: the word only on the actor’s, clock and score on the others', async () => {
    const host = await phone();
    await host.page.goto(`${baseUrl}/games/charades`);
    await addPlayers(host.page, ['Ava', 'Bo', 'Cy', 'Dee']);
    await host.page.getByRole('button', { name: 'Edit teams' }).click();
    await host.page.getByRole('button', { name: 'Play on everyone’s phone (no signal)' }).click();
    await host.page.getByRole('heading', { name: 'Everyone else: scan this' }).waitFor();
    const camera = await cameraFileOf(host.page, 'charades-table-code');
    const all = await seatTable(host, 'Ava', ['Bo', 'Cy', 'Dee'], camera);
    const [ava, bo, cy, dee] = all as [Phone, Phone, Phone, Phone];
    const watchers = [bo, cy, dee];

    // Turn 1: two teams as on one phone (Ava and Cy, Bo and Dee); Ava acts first.
    for (const p of all) {
      await expect.poll(() => p.page.getByTestId('table-up').textContent()).toContain('Ava');
      await expect.poll(() => p.page.getByTestId('table-turn').textContent()).toBe('Turn 1');
      expect(await p.page.getByRole('button', { name: /^(\d+ )?players?$/i }).count()).toBe(0);
      p.outgoing.length = 0;
    }
    await ava.page.getByRole('button', { name: 'Start 60 seconds' }).click();
    for (const w of watchers)
      await w.page.getByRole('button', { name: 'Start the clock with Ava' }).click();
    const word = ava.page.getByTestId('table-word');
    await word.waitFor({ timeout: 10_000 });
    const first = ((await word.textContent()) ?? '').trim();
    expect(first.length).toBeGreaterThan(0);
    for (const w of watchers) {
      await w.page.getByRole('timer').waitFor();
      expect(await w.page.getByTestId('table-scores').textContent()).toMatch(
        /Team 1.*0.*Team 2.*0/,
      );
      expect(await w.page.getByTestId('table-word').count()).toBe(0);
      expect(await w.page.content()).not.toContain(`>${first}<`);
      expect(await w.page.getByRole('button', { name: 'Got it' }).count()).toBe(0);
    }
    // Nothing runs off the side of a 390-pixel phone.
    expect(await ava.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await screenshot(ava.page, 'charades-table-actor');
    await screenshot(bo.page, 'charades-table-watcher');
    expect(await seriousViolations(ava.page, 'the actor’s phone')).toEqual([]);
    expect(await seriousViolations(bo.page, 'a watcher’s phone')).toEqual([]);

    // Got it, Got it, Pass: a new word each time, still only on Ava's phone.
    const shown = [first];
    for (const mark of ['Got it', 'Got it', 'Pass']) {
      await ava.page.getByRole('button', { name: mark, exact: true }).click();
      await expect.poll(() => word.textContent()).not.toBe(shown[shown.length - 1]);
      shown.push(((await word.textContent()) ?? '').trim());
    }
    for (const w of watchers)
      for (const text of shown) expect(await w.page.content()).not.toContain(`>${text}<`);

    // Cy's phone reloads mid-turn: same seat, same turn, the clock still running.
    await cy.page.reload();
    await expect.poll(() => cy.page.getByTestId('table-turn').textContent()).toBe('Turn 1');
    await expect
      .poll(() => cy.page.locator('.charades-table-status').textContent())
      .toContain('Cy');
    await cy.page.getByRole('timer').waitFor();

    await ava.page.getByRole('button', { name: 'End the turn now' }).click();
    await ava.page.getByRole('button', { name: 'Done: 2 points' }).click();
    await expect
      .poll(() => ava.page.getByTestId('last-turn').textContent())
      .toContain('Everyone else: tap 2 on your phone');
    for (const w of [bo, cy]) {
      await w.page.getByRole('button', { name: 'Ava’s turn is over' }).click();
      if (w === bo) {
        expect(await seriousViolations(bo.page, 'taking the points')).toEqual([]);
        await screenshot(ava.page, 'charades-table-turn-done');
      }
      await w.page.getByRole('button', { name: '2', exact: true }).click();
      if (w === bo) {
        await screenshot(bo.page, 'charades-table-points');
        expect(await bo.page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      }
      await w.page.getByRole('button', { name: 'Next turn: Team 1 (Ava, Cy) +2' }).click();
    }
    // Dee's phone missed the end of the turn: it catches up from the host's code, typed in,
    // which brings the turn and the scores with it.
    const again = ava.page.locator('.table-again');
    await again.getByText('Show the table code').click();
    await again.getByText('Camera not working? Type a code instead').click();
    const typed = (await again.getByTestId('typed-code').textContent()) ?? '';
    // Dee's camera is off now (its fake one still shows the first code, which would only bring the
    // phone back to the turn it is on): the host's newer code is typed in.
    await dee.context.clearPermissions();
    await dee.page.goto(`${baseUrl}/join`);
    // Typed into once the page has come to life: a value typed before would be lost with it.
    await waitForInteractive(dee.page);
    await dee.page.getByLabel(/Or type the code/).fill(typed);
    await dee.page.getByRole('button', { name: 'Join', exact: true }).click();

    // Turn 2 on every phone: Bo acts for team 2, and every scoreboard reads 2 to 0.
    for (const p of all) {
      await expect.poll(() => p.page.getByTestId('table-turn').textContent()).toBe('Turn 2');
      await expect.poll(() => p.page.getByTestId('table-up').textContent()).toContain('Bo');
      expect(await p.page.getByTestId('table-scores').textContent()).toMatch(
        /Team 1 \(Ava, Cy\)\s*2.*Team 2 \(Bo, Dee\)\s*0/,
      );
    }
    await expect
      .poll(() => dee.page.locator('.charades-table-status').textContent())
      .toContain('Dee');
    await expect(bo.page.getByRole('button', { name: 'Start 60 seconds' }).count()).resolves.toBe(
      1,
    );
    for (const p of all) {
      expect(p.outgoing, `${p.name}'s phone sent requests`).toEqual([]);
      expect(p.errors).toEqual([]);
    }
  }, 240_000);

  it('meyer on three phones, each its own cup: Roll only on the phone on turn, the call and everyone’s lives on all', async () => {
    const host = await phone();
    await host.page.goto(`${baseUrl}/games/meyer`);
    await addPlayers(host.page, ['Ann', 'Ben', 'Cat']);
    await host.page.getByRole('button', { name: 'Every phone its own cup (no signal)' }).click();
    await host.page.getByRole('heading', { name: 'Everyone else: scan this' }).waitFor();
    const camera = await cameraFileOf(host.page, 'meyer-table-code');
    const all = await seatTable(host, 'Ann', ['Ben', 'Cat'], camera);
    const [ann, ben, cat] = all as [Phone, Phone, Phone];
    const lives = (p: Phone) =>
      p.page.getByRole('list', { name: 'Lives' }).locator('li').allTextContents();
    for (const p of all) {
      await expect.poll(() => p.page.getByTestId('table-turn').textContent()).toBe('Turn 1');
      await expect.poll(() => p.page.locator('#meyer-cup-title').textContent()).toContain('Ann');
      await expect
        .poll(() => p.page.getByTestId('table-call').textContent())
        .toContain('A new round');
      expect(await lives(p)).toEqual(['Ann●●●●●●6 lives', 'Ben●●●●●●6 lives', 'Cat●●●●●●6 lives']);
      p.outgoing.length = 0;
    }
    // Only Ann's phone can roll: the others show whose turn it is.
    for (const p of [ben, cat]) {
      expect(await p.page.getByRole('button', { name: 'Roll the dice' }).count()).toBe(0);
      expect(await p.page.locator('#meyer-cup-title').textContent()).toBe('Ann’s turn');
    }
    await ann.page.getByRole('button', { name: 'Roll the dice' }).click();
    const cup = ann.page.locator('.meyer-peek');
    const read = ann.page.locator('.meyer-peek-read');
    // Hidden until held: then the roll, gone again when let go.
    expect(((await read.textContent()) ?? '').trim()).toBe('');
    await cup.hover();
    await ann.page.mouse.down();
    await expect.poll(() => read.textContent()).toMatch(/^You rolled /);
    const rolled = ((await read.textContent()) ?? '').replace(/^You rolled /, '').trim();
    await screenshot(ann.page, 'meyer-table-peek');
    await ann.page.mouse.up();
    await expect.poll(() => read.textContent()).toBe('');
    expect(await seriousViolations(ann.page, 'a phone as a dice cup')).toEqual([]);
    // Cup down: nothing of the dice on the page until it is picked up or lifted.
    await ann.page.getByRole('button', { name: 'Cup down' }).click();
    await ann.page.getByTestId('cup-down').waitFor();
    expect(await ann.page.locator('.meyer-peek').count()).toBe(0);
    expect(await ann.page.locator('.die-face, [data-die]').count()).toBe(0);

    // Ann says "65" out loud; every phone taps it, and the turn passes to Ben with 65 standing.
    for (const p of all) {
      await p.page.locator('.meyer-claim summary').click();
      await p.page.locator('.meyer-claim').getByRole('button', { name: /^65/ }).click();
      await p.page.getByRole('button', { name: 'Ann called 65' }).click();
    }
    for (const p of all) {
      await expect.poll(() => p.page.getByTestId('table-turn').textContent()).toBe('Turn 2');
      await expect.poll(() => p.page.locator('#meyer-cup-title').textContent()).toContain('Ben');
      expect(await p.page.getByTestId('table-call').textContent()).toContain('Ann called 65.');
    }
    expect(await ben.page.getByRole('button', { name: 'Roll the dice' }).count()).toBe(1);
    for (const p of [ann, cat])
      expect(await p.page.getByRole('button', { name: 'Roll the dice' }).count()).toBe(0);
    await screenshot(cat.page, 'meyer-table-call');

    // Ben lifts: Ann's phone shows the real roll big, and who loses.
    await ann.page.getByRole('button', { name: 'Ben lifts: show the table' }).click();
    await expect.poll(() => ann.page.getByTestId('lifted').textContent()).toContain(rolled);
    const verdict =
      (await ann.page.getByTestId('lifted').locator('.meyer-loss').textContent()) ?? '';
    const bluffed = verdict.startsWith('Ann was caught bluffing');
    expect(verdict).toMatch(bluffed ? /loses 1 life/ : /^Ben lifted a call that held/);
    await screenshot(ann.page, 'meyer-table-lifted');
    expect(await seriousViolations(ann.page, 'the lifted cup and who lost')).toEqual([]);
    for (const p of [ben, cat]) expect(await p.page.getByTestId('lifted').count()).toBe(0);
    // Every phone taps the same loser: the same lives everywhere, and the loser starts.
    const loser = bluffed ? 'Ann' : 'Ben';
    for (const p of all) {
      const roundOver = p.page.locator('.meyer-starter');
      if ((await roundOver.getAttribute('open')) === null)
        await roundOver.locator('summary').click();
      await roundOver.getByRole('button', { name: new RegExp(`^${loser} `) }).click();
    }
    const expected = ['Ann', 'Ben', 'Cat'].map((name) =>
      name === loser ? `${name}●●●●●○5 lives` : `${name}●●●●●●6 lives`,
    );
    for (const p of all) {
      await expect.poll(() => lives(p)).toEqual(expected);
      await expect.poll(() => p.page.locator('#meyer-cup-title').textContent()).toContain(loser);
      expect(await p.page.getByTestId('table-call').textContent()).toContain('A new round');
      expect(await p.page.getByTestId('lifted').count()).toBe(0);
    }
    const starter = loser === 'Ann' ? ann : ben;
    await starter.page.getByRole('button', { name: 'Roll the dice' }).click();
    await starter.page.locator('.meyer-peek').waitFor();
    expect(await cat.page.locator('.meyer-peek').count()).toBe(0);

    // Cat's phone reloads: same turn, same lives.
    await cat.page.reload();
    await expect.poll(() => lives(cat)).toEqual(expected);
    for (const p of all) {
      expect(p.outgoing, `${p.name}'s phone sent requests`).toEqual([]);
      expect(p.errors).toEqual([]);
    }
  }, 180_000);
  it('a phone without the host’s pack says which pack and why, and still joins from a code it can deal', async () => {
    const host = await phone();
    await host.page.goto(`${baseUrl}/games/charades`);
    await addPlayers(host.page, ['Ava', 'Bo', 'Cy']);
    await host.page.getByRole('button', { name: 'Edit teams' }).click();
    await host.page.getByRole('button', { name: 'Play on everyone’s phone (no signal)' }).click();
    await host.page.getByText('Camera not working? Type a code instead').click();
    const typed = (await host.page.getByTestId('typed-code').textContent()) ?? '';
    // The host's table with a pack the host made in the editor, which this phone never got.
    const code = readTableCode(typed);
    const withOwn = toTypedCode({ ...code, packs: [...code.packs, 'cabin-weekend'] });

    const guest = await phone([
      '--use-fake-device-for-media-stream',
      '--use-file-for-fake-video-capture=/nonexistent.mjpeg',
    ]);
    await guest.page.goto(`${baseUrl}/join`);
    // Typed into once the page has come to life: a value typed before would be lost with it.
    await waitForInteractive(guest.page);
    guest.outgoing.length = 0;
    const input = guest.page.getByLabel(/Or type the code/);
    await input.fill(withOwn);
    await guest.page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect
      .poll(() => guest.page.getByRole('alert').textContent())
      .toContain('This phone doesn’t have the charades pack “cabin-weekend” the host chose');
    const said = (await guest.page.getByRole('alert').textContent()) ?? '';
    expect(said).toContain('If it’s a pack the host made, they can share it from the pack editor');
    expect(said).toContain('the host picks only built-in packs under Packs and shows a new code');
    expect(await guest.page.getByRole('heading', { name: 'Which one is you?' }).count()).toBe(0);
    await screenshot(guest.page, 'table-link-missing-pack');
    // The page stays ready: the host's code with built-in packs only seats the phone.
    await input.fill(typed);
    await guest.page.getByRole('button', { name: 'Join', exact: true }).click();
    await guest.page.getByRole('heading', { name: 'Which one is you?' }).waitFor();
    expect(await fingerprint(guest.page)).toEqual(await fingerprint(host.page));
    expect(guest.outgoing).toEqual([]);
    expect(guest.errors).toEqual([]);
  });
  it('country, island, city on three phones: one letter and clock on all, each player writing on their own', async () => {
    const host = await phone();
    await host.page.goto(`${baseUrl}/games/country-island-city`);
    await addPlayers(host.page, ['Ann', 'Ben', 'Cat']);
    await host.page.getByText('Everyone answers on their own phone (no signal)').click();
    await host.page.getByRole('button', { name: 'Show the code for the other phones' }).click();
    await host.page.getByRole('heading', { name: 'Everyone else: scan this' }).waitFor();
    const camera = await cameraFileOf(host.page, 'cic-table-code');
    const all = await seatTable(host, 'Ann', ['Ben', 'Cat'], camera);
    const [ann, ben, cat] = all as [Phone, Phone, Phone];
    for (const p of all) {
      await p.page.getByRole('button', { name: 'Start round 1' }).waitFor();
      expect(await p.page.getByRole('button', { name: /^(\d+ )?players?$/i }).count()).toBe(0);
      p.outgoing.length = 0;
    }
    // Everyone taps Start together: the same letter and a running clock on every phone.
    for (const p of all) await p.page.getByRole('button', { name: 'Start round 1' }).click();
    const shown = await Promise.all(
      all.map((p) => p.page.getByTestId('table-letter').textContent()),
    );
    expect(new Set(shown).size, shown.join(' ')).toBe(1);
    const letter = (shown[0] ?? '').trim();
    expect(letter).toMatch(/^[A-Z]$/);
    for (const p of all) {
      await p.page.getByRole('timer').waitFor();
      await expect
        .poll(() => p.page.getByTestId('table-turn').textContent())
        .toContain('Round 1 of 3');
    }
    // Each writes on their own phone; nobody else's answers are on it.
    const country = (name: string) => `${letter}${name.toLowerCase()}land`;
    for (const p of all) await p.page.getByLabel('Country').fill(country(p.name));
    await ben.page.getByLabel('City').fill(`${letter}bentown`);
    for (const p of all)
      for (const other of all)
        if (other !== p) expect(await p.page.content()).not.toContain(country(other.name));
    await screenshot(ben.page, 'cic-table-writing');
    expect(await seriousViolations(ben.page, 'answers on one’s own phone')).toEqual([]);
    // Cat's phone reloads while writing: the same letter, and what Cat wrote, still there.
    await cat.page.reload();
    await expect.poll(() => cat.page.getByTestId('table-letter').textContent()).toBe(letter);
    await expect.poll(() => cat.page.getByLabel('Country').inputValue()).toBe(country('Cat'));
    for (const p of all) await p.page.getByRole('button', { name: 'Pens down' }).click();
    // Pens down: each phone shows its own answers to read out.
    for (const p of all)
      await expect
        .poll(() => p.page.getByTestId('my-answers').textContent())
        .toContain(country(p.name));
    expect(await ben.page.getByTestId('my-answers').textContent()).toContain(`${letter}bentown`);
    // The host's phone marks what is read out: each country unique (10), Ben's city the only
    // answer in its column (20).
    const column = (name: string) => ann.page.locator('.answer-group').filter({ hasText: name });
    for (const name of ['Ann', 'Ben', 'Cat'])
      await column('Country')
        .getByRole('button', { name: new RegExp(name) })
        .click();
    await column('City').getByRole('button', { name: /Ben/ }).click();
    await ann.page.getByRole('button', { name: 'Score the round' }).click();
    await expect
      .poll(() => ann.page.locator('.row-total').last().textContent())
      .toBe('Total103010');
    await screenshot(ann.page, 'cic-table-scores');
    expect(await seriousViolations(cat.page, 'answers to read out')).toEqual([]);
    // Round 2: the host's Next round starts it, the others tap Start; a new letter, the same on all.
    await ann.page.getByRole('button', { name: 'Next round' }).click();
    for (const p of [ben, cat]) await p.page.getByRole('button', { name: 'Start round 2' }).click();
    const second = await Promise.all(
      all.map((p) => p.page.getByTestId('table-letter').textContent()),
    );
    expect(new Set(second).size, second.join(' ')).toBe(1);
    expect(second[0]).not.toBe(letter);
    for (const p of all) expect(await p.page.getByLabel('Country').inputValue()).toBe('');
    for (const p of [ann, ben, cat]) {
      expect(p.outgoing, `${p.name}'s phone sent requests`).toEqual([]);
      expect(p.errors).toEqual([]);
    }
  }, 180_000);
});
