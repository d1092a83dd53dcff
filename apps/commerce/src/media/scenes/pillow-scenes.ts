// Pillows and cushions, each in its own shape: a long sleeping pillow, a pair, a contour pillow
// and square cushions with piping.
import { pillowPath, type Drawing } from './bedding-scenes';
import { contactShadow, lit, type SceneKit } from './scene-kit';

function piped(kit: SceneKit, d: string, width: number): string {
  return `<path d="${d}" fill="none" stroke="${kit.trim}" stroke-width="${width}" stroke-opacity="0.8"/>`;
}

/** A sleeping pillow: its height and loft vary by seed, from a flat 50x70 to a square 65x65. */
export function pillow(kit: SceneKit): Drawing {
  const height = kit.random.int(300, 460);
  const loft = kit.random.int(30, 58);
  const top = 730 - height;
  const d = pillowPath(170, top, 660, height, loft);
  return {
    body:
      contactShadow(500, 748, 380, 44) +
      lit(d, 'plump', kit.fabric) +
      piped(kit, d, kit.random.int(4, 10)),
    horizon: 560,
    box: [110, 220, 780, 600],
    detail: [500, 250, 400, 520],
  };
}

/** A back piece shaded behind a front one, each on its own contact shadow and piped. */
function pair(
  kit: SceneKit,
  back: { d: string; shadow: [number, number, number, number]; shade: string },
  front: { d: string; shadow: [number, number, number, number] },
  piping: number,
): string {
  return (
    contactShadow(...back.shadow) +
    lit(back.d, 'plump', kit.fabric) +
    `<path d="${back.d}" ${back.shade}/>` +
    piped(kit, back.d, piping) +
    contactShadow(...front.shadow) +
    lit(front.d, 'plump', kit.fabric) +
    piped(kit, front.d, piping)
  );
}

export function pillowPair(kit: SceneKit): Drawing {
  return {
    body: pair(
      kit,
      {
        d: pillowPath(270, 270, 560, 330, 34),
        shadow: [560, 610, 320, 30],
        shade: 'fill="#000" opacity="0.1"',
      },
      { d: pillowPath(160, 420, 600, 350, 38), shadow: [470, 782, 360, 40] },
      4,
    ),
    horizon: 560,
    box: [110, 200, 780, 640],
    detail: [300, 240, 560, 560],
  };
}

export function contourPillow(kit: SceneKit): Drawing {
  const d =
    'M170 540 C200 390 380 380 440 460 C490 520 540 520 600 450 C680 360 850 380 850 540 ' +
    'Q860 640 830 700 Q500 730 180 700 Q150 640 170 540 Z';
  return {
    body:
      contactShadow(505, 712, 390, 40) +
      lit(d, 'plump', kit.fabric) +
      '<path d="M190 690 Q500 716 820 690" stroke="#000" stroke-opacity="0.18" stroke-width="8" fill="none"/>',
    horizon: 560,
    box: [110, 260, 780, 560],
    detail: [140, 350, 470, 400],
  };
}

export function cushion(kit: SceneKit): Drawing {
  const d = pillowPath(230, 250, 540, 540, 40);
  return {
    body: contactShadow(500, 808, 330, 40) + lit(d, 'plump', kit.fabric) + piped(kit, d, 9),
    horizon: 600,
    box: [150, 170, 700, 700],
    detail: [470, 200, 400, 400],
  };
}

export function cushionPair(kit: SceneKit): Drawing {
  return {
    body: pair(
      kit,
      {
        d: pillowPath(420, 230, 430, 430, 32),
        shadow: [640, 676, 250, 30],
        shade: `fill="${kit.neutral.shade}" opacity="0.35"`,
      },
      { d: pillowPath(150, 340, 480, 480, 36), shadow: [390, 836, 300, 40] },
      8,
    ),
    horizon: 600,
    box: [100, 160, 800, 720],
    detail: [300, 180, 560, 560],
  };
}
