import type { VnResult } from './regions';

// Worked-example results shared by the tests; README walks through them.

/**
 * North: đề 65 (special 98765), and 65 also ends the sixth third prize, the sixth fifth prize, the
 * third sixth prize and the fourth seventh prize: lô 65 comes five times. 01–21 and 40 come once each.
 */
export const NORTH_EXAMPLE: VnResult = {
  region: 'north',
  prizes: {
    special: ['98765'],
    first: ['12340'],
    second: ['00001', '00002'],
    third: ['00003', '00004', '00005', '00006', '00007', '00065'],
    fourth: ['0008', '0009', '0010', '0011'],
    fifth: ['0012', '0013', '0014', '0015', '0016', '0765'],
    sixth: ['017', '018', '765'],
    seventh: ['19', '20', '21', '65'],
  },
};

/** South: special 123456; 56 ends the special, a fourth, the fifth, the seventh and the eighth prize. */
export const SOUTH_EXAMPLE: VnResult = {
  region: 'south',
  prizes: {
    special: ['123456'],
    first: ['11111'],
    second: ['22222'],
    third: ['33333', '44444'],
    fourth: ['55555', '66666', '77777', '88888', '99999', '00056', '12345'],
    fifth: ['0456'],
    sixth: ['1111', '2222', '3333'],
    seventh: ['456'],
    eighth: ['56'],
  },
};
