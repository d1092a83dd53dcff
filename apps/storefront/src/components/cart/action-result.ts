/** What a cart island's call answers: done, or refused with the one message to show (spec §8). */
export type CartActionResult = { ok: true } | { ok: false; message: string };
