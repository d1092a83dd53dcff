// Bed linen and what is folded: a made bed, stacks of sheets, towels and throws, a plump duvet.
// Drawn in a 1000-unit box; the fabric fill is the product's weave and colour.
import { contactShadow, lit, n, type SceneKit } from './scene-kit';

export interface Drawing {
  body: string;
  defs?: string;
  /** Where the floor meets the wall, in the drawing's units. */
  horizon: number;
  box: readonly [number, number, number, number];
  /**
   * x, y, width, height of the close crop a second picture shows (the hover image): the detail a
   * shopper looks at twice, such as a pillow on the turned-down duvet or a towel's border.
   */
  detail: readonly [number, number, number, number];
}

/** A pinched-corner pillow outline whose edges bulge by `bulge`. */
export function pillowPath(x: number, y: number, w: number, h: number, bulge: number): string {
  const c = bulge * 0.3;
  return (
    `M${n(x + c)} ${n(y + c)} Q${n(x + w / 2)} ${n(y - bulge)} ${n(x + w - c)} ${n(y + c)} ` +
    `Q${n(x + w + bulge)} ${n(y + h / 2)} ${n(x + w - c)} ${n(y + h - c)} ` +
    `Q${n(x + w / 2)} ${n(y + h + bulge)} ${n(x + c)} ${n(y + h - c)} ` +
    `Q${n(x - bulge)} ${n(y + h / 2)} ${n(x + c)} ${n(y + c)}Z`
  );
}

function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${n(x + r)} ${n(y)} H${n(x + w - r)} Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + r)} V${n(y + h - r)} Q${n(x + w)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)} H${n(x + r)} Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - r)} V${n(y + r)} Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}Z`;
}

/** The made bed: headboard, sheet, two pillows and a duvet with its turn-down and drop. */
export function bedBody(kit: SceneKit): string {
  const { fabric, neutral } = kit;
  const tufts = [260, 380, 500, 620, 740]
    .map(
      (x) =>
        `<path d="M${x} 285 V545" stroke="#000" stroke-opacity="0.1" stroke-width="6" stroke-linecap="round"/>`,
    )
    .join('');
  const creases = [260, 430, 610, 760]
    .map(
      (x, index) =>
        `<path d="M${x} 660 Q${x + (index % 2 ? 14 : -14)} 730 ${x + 6} 798" stroke="#000" stroke-opacity="0.09" stroke-width="16" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return (
    contactShadow(500, 815, 500, 46) +
    `<rect x="150" y="250" width="700" height="330" rx="30" fill="${neutral.base}"/>` +
    `<rect x="150" y="250" width="700" height="330" rx="30" fill="url(#down)"/>${tufts}` +
    `<rect x="95" y="730" width="810" height="70" rx="8" fill="${neutral.shade}"/>` +
    `<rect x="120" y="795" width="22" height="30" fill="${neutral.shade}"/><rect x="858" y="795" width="22" height="30" fill="${neutral.shade}"/>` +
    lit('M150 505 L850 505 L905 600 L95 600 Z', 'top', fabric) +
    lit(pillowPath(178, 392, 300, 140, 24), 'plump', fabric) +
    lit(pillowPath(522, 392, 300, 140, 24), 'plump', fabric) +
    lit('M112 552 Q500 538 888 552 L914 652 L86 652 Z', 'top', fabric) +
    lit('M112 552 Q500 538 888 552 L893 586 Q500 576 107 586 Z', 'fold', fabric) +
    `<path d="M107 586 Q500 576 893 586" stroke="#000" stroke-opacity="0.14" stroke-width="5" fill="none"/>` +
    lit(
      'M86 652 L914 652 Q926 730 920 800 Q700 814 500 806 Q300 814 80 800 Q74 730 86 652 Z',
      'down',
      fabric,
    ) +
    `<path d="M86 652 L914 652" stroke="#fff" stroke-opacity="0.25" stroke-width="6"/>${creases}`
  );
}

export function bed(kit: SceneKit): Drawing {
  return {
    body: bedBody(kit),
    horizon: 640,
    box: [60, 220, 880, 640],
    detail: [90, 370, 430, 430],
  };
}

interface StackStyle {
  layers: number;
  thickness: number;
  width: number;
  /** Corner radius as a share of half the thickness: 1 is a soft, fully rolled fold. */
  roundness: number;
  detail: 'ribbon' | 'border' | 'fringe' | 'quilt';
}

/** Folded pieces stacked on the floor, seen slightly from above. */
function stack(kit: SceneKit, style: StackStyle): Drawing {
  const { fabric, tone, neutral, random } = kit;
  const bottom = 770;
  const depth = 170;
  const faces: string[] = [];
  let top = { x: 0, y: 0, w: 0 };
  for (let layer = 0; layer < style.layers; layer += 1) {
    const w = style.width + random.int(-14, 14);
    const x = 500 - w / 2 + random.int(-10, 10);
    const y = bottom - (layer + 1) * style.thickness;
    const r = (style.roundness * style.thickness) / 2;
    const d =
      style.detail === 'quilt'
        ? pillowPath(x, y + 4, w, style.thickness - 8, 12)
        : roundedRect(x, y, w, style.thickness, r);
    let face = lit(d, 'fold', fabric);
    if (style.detail === 'border') {
      for (const at of [0.13, 0.84])
        face += `<rect x="${n(x + w * at)}" y="${n(y + 3)}" width="16" height="${n(style.thickness - 6)}" fill="${tone.shade}" opacity="0.55"/><rect x="${n(x + w * at + 24)}" y="${n(y + 3)}" width="5" height="${n(style.thickness - 6)}" fill="${tone.shade}" opacity="0.45"/>`;
    }
    if (style.detail === 'fringe') {
      for (let fy = y + 8; fy < y + style.thickness - 4; fy += 9)
        face += `<path d="M${n(x + w - 4)} ${n(fy)} l30 ${n(random.int(-3, 5))}" stroke="${tone.base}" stroke-width="4" stroke-linecap="round"/>`;
    }
    if (style.detail === 'quilt') {
      face += `<path d="${d}" fill="none" stroke="${kit.trim}" stroke-width="5" stroke-opacity="0.8"/>`;
      for (let sx = x + 90; sx < x + w - 40; sx += 110)
        face += `<path d="M${n(sx)} ${n(y + 12)} V${n(y + style.thickness - 12)}" stroke="#000" stroke-opacity="0.16" stroke-width="5" stroke-dasharray="10 8"/>`;
    }
    faces.push(face);
    top = { x, y, w };
  }
  const inset = depth * 0.3;
  const topFace = `M${n(top.x + inset)} ${n(top.y - depth + 20)} H${n(top.x + top.w - inset)} L${n(top.x + top.w - 4)} ${n(top.y + 12)} H${n(top.x + 4)} Z`;
  let crown = lit(topFace, 'top', fabric);
  if (style.detail === 'quilt') {
    for (const at of [0.33, 0.66])
      crown += `<path d="M${n(top.x + inset + (top.w - 2 * inset) * at)} ${n(top.y - depth + 26)} L${n(top.x + top.w * at)} ${n(top.y + 8)}" stroke="#000" stroke-opacity="0.15" stroke-width="5" stroke-dasharray="10 8"/>`;
  }
  let ribbon = '';
  if (style.detail === 'ribbon') {
    const bx = top.x + top.w * 0.62;
    ribbon =
      `<path d="M${n(bx + 24)} ${n(top.y - depth + 20)} h52 L${n(bx + 56)} ${n(top.y + 4)} h-56 Z" fill="${neutral.light}"/>` +
      `<rect x="${n(bx)}" y="${n(top.y + 4)}" width="56" height="${n(bottom - top.y - 4)}" fill="${neutral.light}"/>` +
      `<rect x="${n(bx)}" y="${n(top.y + 4)}" width="56" height="${n(bottom - top.y - 4)}" fill="url(#side)"/>` +
      `<rect x="${n(bx + 6)}" y="${n(top.y + style.thickness * 0.5)}" width="44" height="60" rx="4" fill="${neutral.base}"/>`;
  }
  return {
    body: contactShadow(500, bottom + 4, style.width * 0.62, 40) + faces.join('') + crown + ribbon,
    horizon: 600,
    box: [140, 250, 720, 600],
    // The right-hand end of the stack: the ribbon, the dobby border, the fringe or the quilting.
    detail: [450, 330, 450, 450],
  };
}

export const folded = (kit: SceneKit) =>
  stack(kit, { layers: 5, thickness: 50, width: 580, roundness: 0.4, detail: 'ribbon' });
export const towels = (kit: SceneKit) =>
  stack(kit, { layers: 4, thickness: 84, width: 520, roundness: 1, detail: 'border' });
export const throwBlanket = (kit: SceneKit) =>
  stack(kit, { layers: 3, thickness: 74, width: 560, roundness: 0.8, detail: 'fringe' });
export const duvet = (kit: SceneKit) =>
  stack(kit, {
    layers: kit.random.int(2, 3),
    thickness: kit.random.int(104, 140),
    width: 620,
    roundness: 1,
    detail: 'quilt',
  });
