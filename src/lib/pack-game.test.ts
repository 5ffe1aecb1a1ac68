import { describe, expect, it } from 'vitest';
import {
  gamesForPack,
  inferPackGame,
  inferPromptKind,
  packFitsGame,
  packGameOf,
  PACK_GAME_CHOICES,
  promptKindOf,
} from './pack-game';

const prompts = (...texts: string[]) => texts.map((text) => ({ text }));

describe('the game a pack made before packs had one is for', () => {
  it('reads "Never have I ever…" lead-ins as never have I ever', () => {
    expect(
      inferPackGame(
        prompts(
          'Never have I ever jumped in the lake at night.',
          'never have i ever fallen asleep in the sauna',
          '…Never have I ever lost a shoe.',
        ),
      ),
    ).toBe('never-have-i-ever');
  });

  it('reads "Who is most likely to…" and its variants as most likely to', () => {
    expect(
      inferPackGame(
        prompts(
          'Who is most likely to cry at a wedding?',
          "Who's most likely to forget the keys?",
          'Most likely to win a karaoke night',
          'Who would be most likely to move abroad?',
        ),
      ),
    ).toBe('most-likely-to');
  });

  it('reads "Truth:" and "Dare:" lead-ins as truth or dare', () => {
    expect(
      inferPackGame(
        prompts('Truth: your worst date?', 'Dare - sing a song', 'DARE: do ten squats'),
      ),
    ).toBe('truth-or-dare');
  });

  it('goes by the lead-in at least half the prompts share, blank prompts aside', () => {
    expect(
      inferPackGame(
        prompts(
          'Never have I ever swum at night.',
          'Sing a song.',
          '  ',
          'Never have I ever sung.',
        ),
      ),
    ).toBe('never-have-i-ever');
    expect(
      inferPackGame(prompts('Never have I ever swum.', 'Sing a song.', 'Dance.', 'Hop.')),
    ).toBeNull();
  });

  it('knows nothing of a pack without lead-ins or prompts', () => {
    expect(inferPackGame(prompts('Elephant', 'Titanic', 'Bohemian Rhapsody'))).toBeNull();
    expect(inferPackGame([])).toBeNull();
  });

  it('takes the saved game over the lead-ins', () => {
    expect(
      packGameOf({ metadata: { game: 'charades' }, prompts: prompts('Never have I ever lied.') }),
    ).toBe('charades');
    expect(packGameOf({ metadata: {}, prompts: prompts('Never have I ever lied.') })).toBe(
      'never-have-i-ever',
    );
  });
});

describe('truths and dares', () => {
  it('reads lead-ins first, then a question is a truth and anything else a dare', () => {
    expect(inferPromptKind('Truth: sing the chorus')).toBe('truth');
    expect(inferPromptKind('Dare: what is your secret?')).toBe('dare');
    expect(inferPromptKind('What was your worst date?')).toBe('truth');
    expect(inferPromptKind('Do ten squats.')).toBe('dare');
  });

  it('keeps the kind someone marked', () => {
    expect(promptKindOf({ text: 'Do ten squats.', kind: 'truth' })).toBe('truth');
    expect(promptKindOf({ text: 'Why?' })).toBe('truth');
  });
});

describe('the games a pack can join', () => {
  it('offers each pack its own game and Mix, and nothing else', () => {
    expect(gamesForPack('never-have-i-ever')).toEqual(['never-have-i-ever', 'mix']);
    expect(gamesForPack('truth-or-dare')).toEqual(['truth-or-dare', 'mix']);
    expect(packFitsGame('never-have-i-ever', 'truth-or-dare')).toBe(false);
    expect(packFitsGame('most-likely-to', 'most-likely-to')).toBe(true);
  });

  it('leaves an old pack it cannot place in the prompt games it always joined', () => {
    expect(gamesForPack(null)).toEqual([
      'never-have-i-ever',
      'most-likely-to',
      'truth-or-dare',
      'mix',
    ]);
  });

  it('offers Party stream, whose packs are dealt there and in Mix', () => {
    expect(PACK_GAME_CHOICES.map((choice) => choice.game)).toContain('party-stream');
    expect(gamesForPack('party-stream')).toEqual(['party-stream', 'mix']);
  });
});
