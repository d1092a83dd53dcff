// A robe on its hanger, a bath mat on the floor, and the gifts: a gift card, a wrapped box, a
// linen spray bottle and a sleep mask, each carrying the fabric somewhere a shopper sees it.
import type { Drawing } from './bedding-scenes';
import { pillowPath } from './bedding-scenes';
import { contactShadow, lit, type SceneKit } from './scene-kit';

export function robe(kit: SceneKit): Drawing {
  const { fabric, neutral } = kit;
  const body =
    'M430 232 L330 262 Q250 400 172 592 L252 632 Q300 520 345 430 Q330 700 306 900 ' +
    'Q500 918 694 900 Q670 700 655 430 Q700 520 748 632 L828 592 Q750 400 670 262 L570 232 Z';
  const lapels =
    'M430 232 Q452 420 540 560 L582 548 Q520 420 500 300 Q480 420 418 548 L460 560 Q548 420 570 232 L540 226 Q500 270 460 226 Z';
  return {
    body:
      `<path d="M500 150 q0 -40 30 -40 q26 0 26 24" stroke="${neutral.shade}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
      `<path d="M330 262 Q500 150 670 262" stroke="${neutral.shade}" stroke-width="18" fill="none" stroke-linecap="round"/>` +
      lit(body, 'side', fabric) +
      `<path d="${lapels}" fill="${fabric}"/><path d="${lapels}" fill="#fff" opacity="0.14"/>` +
      `<path d="M400 650 Q410 780 400 890 M600 650 Q590 780 600 890 M500 580 Q505 760 498 905" stroke="#000" stroke-opacity="0.1" stroke-width="14" fill="none" stroke-linecap="round"/>` +
      lit('M338 548 Q500 566 662 548 L664 588 Q500 606 336 588 Z', 'fold', fabric) +
      lit('M560 580 L596 585 Q604 690 588 760 L560 752 Q572 680 560 580 Z', 'side', fabric) +
      lit('M600 580 L628 580 Q650 670 650 728 L624 732 Q620 672 600 580 Z', 'side', fabric),
    horizon: 960,
    box: [130, 90, 740, 840],
    detail: [320, 200, 360, 440],
  };
}

export function mat(kit: SceneKit): Drawing {
  const top =
    'M214 540 Q220 522 240 522 H760 Q780 522 786 540 L904 770 Q910 790 888 790 H112 Q90 790 96 770 Z';
  return {
    body:
      contactShadow(500, 800, 450, 34) +
      `<path d="M96 770 L96 792 Q100 814 122 814 H878 Q900 814 904 792 L904 770 Z" fill="${kit.tone.shade}"/>` +
      lit(top, 'top', kit.fabric) +
      `<path d="${top}" fill="none" stroke="${kit.tone.shade}" stroke-width="10" stroke-opacity="0.6"/>`,
    horizon: 430,
    box: [60, 330, 880, 560],
    detail: [540, 470, 400, 380],
  };
}

export function giftCard(kit: SceneKit): Drawing {
  const { fabric, neutral, tone } = kit;
  return {
    body:
      contactShadow(540, 700, 340, 32) +
      `<rect x="300" y="330" width="440" height="330" rx="10" fill="${neutral.light}"/>` +
      `<path d="M300 340 L520 500 L740 340" stroke="${neutral.shade}" stroke-width="4" fill="none"/>` +
      `<rect x="300" y="330" width="440" height="330" rx="10" fill="url(#side)"/>` +
      contactShadow(480, 716, 330, 26) +
      lit(
        'M232 424 Q232 404 252 404 H708 Q728 404 728 424 V676 Q728 696 708 696 H252 Q232 696 232 676 Z',
        'side',
        fabric,
      ) +
      `<rect x="232" y="590" width="496" height="44" fill="${neutral.light}" opacity="0.9"/>` +
      `<circle cx="640" cy="480" r="38" fill="${neutral.light}" opacity="0.9"/>` +
      `<path d="M626 462 V498 H656" stroke="${tone.shade}" stroke-width="8" fill="none"/>`,
    horizon: 600,
    box: [150, 250, 700, 540],
    detail: [220, 380, 520, 340],
  };
}

export function giftBox(kit: SceneKit): Drawing {
  const { fabric, neutral } = kit;
  return {
    body:
      contactShadow(500, 790, 330, 36) +
      lit('M290 470 H710 V780 H290 Z', 'side', fabric) +
      `<path d="M290 470 H710 V780 H290 Z" fill="${neutral.light}" opacity="0.18"/>` +
      `<rect x="268" y="420" width="464" height="74" rx="6" fill="${neutral.light}"/><rect x="268" y="420" width="464" height="74" rx="6" fill="url(#down)"/>` +
      `<path d="M302 420 L340 360 H660 L698 420 Z" fill="${neutral.light}"/><path d="M302 420 L340 360 H660 L698 420 Z" fill="url(#top)"/>` +
      `<rect x="470" y="420" width="60" height="360" fill="${neutral.shade}"/><rect x="470" y="420" width="60" height="360" fill="url(#side)"/>` +
      `<path d="M480 360 L520 360 L530 420 L470 420 Z" fill="${neutral.shade}"/>` +
      lit(pillowPath(380, 290, 120, 80, 16), 'plump', neutral.shade) +
      lit(pillowPath(500, 290, 120, 80, 16), 'plump', neutral.shade) +
      `<circle cx="500" cy="340" r="24" fill="${neutral.shade}"/>`,
    horizon: 620,
    box: [150, 230, 700, 620],
    detail: [320, 260, 360, 340],
  };
}

export function bottle(kit: SceneKit): Drawing {
  const { fabric, neutral } = kit;
  return {
    body:
      contactShadow(500, 790, 200, 30) +
      `<rect x="395" y="400" width="210" height="390" rx="34" fill="#cfd6d3"/><rect x="395" y="400" width="210" height="390" rx="34" fill="url(#side)"/>` +
      `<rect x="420" y="420" width="18" height="340" rx="9" fill="#fff" opacity="0.45"/>` +
      lit('M410 520 H590 V700 H410 Z', 'side', fabric) +
      `<rect x="455" y="350" width="90" height="56" fill="${neutral.shade}"/>` +
      `<path d="M440 350 V280 Q440 250 470 250 H560 V300 H600 V326 H560 V350 Z" fill="${neutral.light}"/>` +
      `<path d="M440 350 V280 Q440 250 470 250 H560 V300 H600 V326 H560 V350 Z" fill="url(#side)"/>`,
    horizon: 640,
    box: [200, 200, 600, 640],
    detail: [350, 230, 300, 500],
  };
}

export function mask(kit: SceneKit): Drawing {
  const d =
    'M210 480 C210 380 390 360 500 420 C610 360 790 380 790 480 C790 590 650 630 560 570 ' +
    'Q500 540 440 570 C350 630 210 590 210 480 Z';
  return {
    body:
      contactShadow(500, 612, 330, 30) +
      `<path d="M140 500 C190 320 810 320 860 500" stroke="${kit.tone.shade}" stroke-width="30" fill="none" stroke-linecap="round"/>` +
      lit(d, 'plump', kit.fabric) +
      `<path d="${d}" fill="none" stroke="${kit.tone.light}" stroke-width="6" stroke-opacity="0.6"/>`,
    horizon: 560,
    box: [100, 260, 800, 520],
    detail: [180, 360, 420, 300],
  };
}
