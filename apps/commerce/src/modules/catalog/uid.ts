// Magento's uids: base64 of the entity id; configurable option values encode
// "configurable/<attribute_id>/<value_id>".

export function encodeUid(id: number | string): string {
  return Buffer.from(String(id), 'utf8').toString('base64');
}

/** The numeric id inside a uid, or null when the uid does not encode a positive integer. */
export function decodeUid(uid: string): number | null {
  const decoded = Buffer.from(uid, 'base64').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(decoded) || encodeUid(decoded) !== uid.trim()) return null;
  const id = Number(decoded);
  return id <= 2_147_483_647 ? id : null;
}

export function configurableValueUid(attributeId: number, valueId: number): string {
  return encodeUid(`configurable/${attributeId}/${valueId}`);
}
