import { describe, expect, it } from 'vitest';
import { committeeCounts } from '../../../engine/committees/committeeCounts.ts';

describe('committeeCounts', () => {
  it('counts invitations, answers, presence, persons and projects', () => {
    const counts = committeeCounts({
      persons: [
        { inviteStatus: 'INTENDED' },
        { inviteStatus: 'PRESENTED', rsvp: 'ACCEPTED' },
        { inviteStatus: 'ABSENT', rsvp: 'REFUSED' },
        {},
        null,
        'junk',
      ],
      projects: ['A'],
    });
    expect(counts).toEqual({
      invited: 3,
      accepted: 1,
      refused: 1,
      presented: 1,
      absent: 1,
      persons: 4,
      projects: 1,
    });
  });

  it('answers zeros without persons or projects', () => {
    expect(committeeCounts({ persons: null })).toEqual({
      invited: 0,
      accepted: 0,
      refused: 0,
      presented: 0,
      absent: 0,
      persons: 0,
      projects: 0,
    });
  });
});
