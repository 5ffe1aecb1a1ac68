import { describe, expect, it, vi } from 'vitest';
import {
  ASK_AGAIN_AFTER_MS,
  claimEarnedRewards,
  createRewardPayer,
  type PaidReward,
  unpaidRewards,
} from './earned-rewards';

function payer(unpaid: string[] = ['first-pack'], answer: PaidReward[] = []) {
  let clock = 1_000;
  const ask = vi.fn(() => Promise.resolve(answer));
  const onPaid = vi.fn();
  const paying = createRewardPayer({
    ask,
    unpaid: () => Promise.resolve(unpaid),
    onPaid,
    now: () => clock,
  });
  return { paying, ask, onPaid, advance: (ms: number) => void (clock += ms) };
}

describe('when a device asks the server to pay earned rewards', () => {
  it('asks on the first round for an account, then only after something that can earn one', async () => {
    const { paying, ask } = payer();
    await paying.afterRound('u1');
    await paying.afterRound('u1');
    expect(ask).toHaveBeenCalledTimes(1);
    // writing a game setting earns nothing; a like can
    paying.noteEvidence('setting.set');
    await paying.afterRound('u1');
    expect(ask).toHaveBeenCalledTimes(1);
    paying.noteEvidence('like.add');
    await paying.afterRound('u1');
    expect(ask).toHaveBeenCalledTimes(2);
    // another account signing in on this device is asked for at once
    await paying.afterRound('u2');
    expect(ask).toHaveBeenCalledTimes(3);
  });

  it("asks again after a while, since someone else's like earns a reward too", async () => {
    const { paying, ask, advance } = payer();
    await paying.afterRound('u1');
    advance(ASK_AGAIN_AFTER_MS - 1);
    await paying.afterRound('u1');
    expect(ask).toHaveBeenCalledTimes(1);
    advance(1);
    await paying.afterRound('u1');
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('never asks once every reward is paid', async () => {
    const { paying, ask } = payer([]);
    paying.noteEvidence('pack.publish');
    await paying.afterRound('u1');
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks once for rounds that end together, and passes on what was paid', async () => {
    const paid = [{ rewardId: 'first-pack', coins: 50 }];
    const { paying, ask, onPaid } = payer(['first-pack'], paid);
    await Promise.all([paying.afterRound('u1'), paying.afterRound('u1')]);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(onPaid).toHaveBeenCalledWith('u1', paid);
  });

  it('knows which rewards are unpaid from the profile', () => {
    expect(unpaidRewards(['welcome', 'fan'])).toEqual([
      'first-pack',
      'share-pack',
      'joined-through-friend',
      'feedback',
    ]);
    expect(unpaidRewards(undefined)).toHaveLength(6);
  });
});

describe("the server's answer", () => {
  const answering = (data: unknown, error: unknown = null) => ({
    rpc: () => Promise.resolve({ data, error }),
  });

  it('names each reward paid and its coins', async () => {
    expect(await claimEarnedRewards(answering([{ reward_id: 'welcome', coins: 25 }]))).toEqual([
      { rewardId: 'welcome', coins: 25 },
    ]);
  });

  it('refuses an answer it does not understand, in plain words', async () => {
    await expect(claimEarnedRewards(answering({ paid: 'lots' }))).rejects.toThrow(
      'The server answered the rewards check in a form this app does not know.',
    );
    await expect(claimEarnedRewards(answering(null, { message: 'boom' }))).rejects.toThrow();
  });
});
