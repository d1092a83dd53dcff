// The lifestyle crop for banners and editorial images: a bedroom with window light, the bed made
// in the fabric, a lamp on a nightstand and a plant. Drawn 2000 wide; narrow crops keep the bed.
import { bedBody, type Drawing } from './bedding-scenes';
import { contactShadow, type SceneKit } from './scene-kit';

export function room(kit: SceneKit): Drawing {
  const { neutral, tone, random } = kit;
  const leaves = Array.from({ length: 9 }, (_, index) => {
    const angle = -80 + index * 20 + random.int(-6, 6);
    const length = random.int(90, 150);
    return `<ellipse cx="420" cy="${600 - length / 2}" rx="26" ry="${length / 2}" fill="#6f7f5e" transform="rotate(${angle} 420 610)" opacity="0.92"/>`;
  }).join('');
  return {
    defs: `<radialGradient id="glow"><stop offset="0" stop-color="#fff6df" stop-opacity="0.55"/><stop offset="1" stop-color="#fff6df" stop-opacity="0"/></radialGradient>`,
    body:
      // Window light falling across the wall, and a framed print above the bed.
      `<path d="M140 40 H520 L640 760 H250 Z" fill="#fff" opacity="0.16"/>` +
      `<rect x="870" y="120" width="260" height="190" fill="${neutral.shade}"/><rect x="886" y="136" width="228" height="158" fill="${tone.light}"/>` +
      `<path d="M900 280 Q960 190 1030 240 T1100 200" stroke="${tone.shade}" stroke-width="10" fill="none"/>` +
      `<path d="M380 930 H1620 L1760 1040 H240 Z" fill="${neutral.light}" opacity="0.55"/>` +
      `<g transform="translate(550 205) scale(0.9)">${bedBody(kit)}</g>` +
      // Nightstand, lamp and its glow.
      `<circle cx="1545" cy="540" r="260" fill="url(#glow)"/>` +
      contactShadow(1545, 905, 140, 18) +
      `<rect x="1450" y="700" width="190" height="200" fill="${neutral.shade}"/><rect x="1450" y="700" width="190" height="200" fill="url(#side)"/>` +
      `<rect x="1438" y="688" width="214" height="18" fill="${neutral.base}"/>` +
      `<rect x="1530" y="600" width="30" height="90" fill="${neutral.shade}"/>` +
      `<path d="M1480 505 H1610 L1640 605 H1450 Z" fill="#f6f1e7"/><path d="M1480 505 H1610 L1640 605 H1450 Z" fill="url(#side)"/>` +
      // A plant on the left.
      contactShadow(420, 905, 110, 16) +
      leaves +
      `<path d="M360 700 H480 L464 900 H376 Z" fill="${neutral.base}"/><path d="M360 700 H480 L464 900 H376 Z" fill="url(#side)"/>`,
    horizon: 820,
    box: [0, 0, 2000, 1000],
    // The bed and the nightstand's lamp.
    detail: [900, 360, 800, 600],
  };
}
