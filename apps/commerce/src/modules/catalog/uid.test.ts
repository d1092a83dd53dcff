import { describe, expect, it } from 'vitest';
import { configurableValueUid, decodeUid, encodeUid } from './uid';

describe('uids', () => {
  it('encodes ids as base64, as Magento does', () => {
    expect(encodeUid(12)).toBe('MTI=');
    expect(decodeUid('MTI=')).toBe(12);
  });

  it('rejects uids that do not encode a positive integer', () => {
    expect(decodeUid('not-base64!')).toBeNull();
    expect(decodeUid(encodeUid('0'))).toBeNull();
    expect(decodeUid(encodeUid("1' or 1=1"))).toBeNull();
    expect(decodeUid(encodeUid('99999999999'))).toBeNull();
  });

  it('encodes configurable option values as configurable/<attribute>/<value>', () => {
    expect(Buffer.from(configurableValueUid(93, 56), 'base64').toString()).toBe(
      'configurable/93/56',
    );
  });
});
