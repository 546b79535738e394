// Draws the demo's sprite sheets as SVG (frames side by side) into demo/assets/.
// Run `node scripts/make-demo-art.mjs` after changing a drawing; the output is committed.
import { writeFileSync } from 'node:fs';

const sheet = (frameWidth, frameHeight, frames) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${frameWidth * frames.length}" height="${frameHeight}" ` +
  `viewBox="0 0 ${frameWidth * frames.length} ${frameHeight}">\n` +
  frames.map((body, i) => `  <g transform="translate(${i * frameWidth} 0)">${body}</g>`).join('\n') +
  '\n</svg>\n';

// A round creature walking: 8 frames of 64x64, legs swinging, body bobbing.
const walker = Array.from({ length: 8 }, (_, i) => {
  const phase = (i / 8) * Math.PI * 2;
  const bob = Math.round(Math.abs(Math.sin(phase)) * -3);
  const swing = Math.sin(phase) * 8;
  const leg = (x, s) =>
    `<path d="M${x} 44 L${(x + s).toFixed(1)} 58" stroke="#3b2a59" stroke-width="5" stroke-linecap="round"/>` +
    `<ellipse cx="${(x + s + 2).toFixed(1)}" cy="59" rx="5" ry="3" fill="#3b2a59"/>`;
  const blink = i === 5 ? 'ry="0.8"' : 'ry="3.2"';
  return (
    leg(26, swing) +
    leg(38, -swing) +
    `<g transform="translate(0 ${bob})">` +
    `<ellipse cx="32" cy="32" rx="20" ry="18" fill="#ff8a5b" stroke="#3b2a59" stroke-width="3"/>` +
    `<ellipse cx="26" cy="28" rx="2.6" ${blink} fill="#3b2a59"/>` +
    `<ellipse cx="38" cy="28" rx="2.6" ${blink} fill="#3b2a59"/>` +
    `<path d="M27 37 Q32 ${41 + (i % 2)} 37 37" stroke="#3b2a59" stroke-width="2.5" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="20" cy="35" rx="3.5" ry="2" fill="#ff5f7e" opacity=".6"/>` +
    `<ellipse cx="44" cy="35" rx="3.5" ry="2" fill="#ff5f7e" opacity=".6"/>` +
    `<path d="M${(12 - swing / 3).toFixed(1)} 36 L4 ${(42 + swing / 2).toFixed(1)}" stroke="#3b2a59" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M${(52 + swing / 3).toFixed(1)} 36 L60 ${(42 - swing / 2).toFixed(1)}" stroke="#3b2a59" stroke-width="4" stroke-linecap="round"/>` +
    `</g>`
  );
});

// Two hats in one sheet (an atlas): a top hat and a party hat, 48x32 each.
const hats = [
  `<rect x="8" y="24" width="32" height="5" rx="2" fill="#2d2d3a"/><rect x="14" y="4" width="20" height="21" rx="2" fill="#2d2d3a"/><rect x="14" y="18" width="20" height="4" fill="#d94f4f"/>`,
  `<path d="M10 30 L24 2 L38 30 Z" fill="#4fb3d9" stroke="#2d2d3a" stroke-width="2"/><circle cx="24" cy="3" r="3.5" fill="#ffd24f"/><circle cx="20" cy="20" r="2" fill="#ffd24f"/><circle cx="28" cy="14" r="2" fill="#ff5f7e"/>`,
];

// An animated cursor: an arrow whose sparkle pulses, 4 frames of 32x32, tip at (2, 2).
const cursor = Array.from({ length: 4 }, (_, i) => {
  const r = [2, 3.5, 5, 3.5][i];
  return (
    `<path d="M2 2 L2 24 L8 18 L12 28 L16 26 L12 17 L20 17 Z" fill="#ffffff" stroke="#1b1b2f" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M25 ${7 - r} L${26 + r / 3} 7 L25 ${7 + r} L${24 - r / 3} 7 Z M${25 - r} 7 L25 ${6 + r / 3} L${25 + r} 7 L25 ${8 - r / 3} Z" fill="#ffb400"/>`
  );
});

writeFileSync('demo/assets/walker.svg', sheet(64, 64, walker));
// The same creature in blue: the demo swaps the group's src between the two.
writeFileSync(
  'demo/assets/walker-blue.svg',
  sheet(64, 64, walker).replaceAll('#ff8a5b', '#5bb4ff').replaceAll('#ff5f7e', '#7e8cff'),
);
writeFileSync('demo/assets/hats.svg', sheet(48, 32, hats));
writeFileSync('demo/assets/cursor.svg', sheet(32, 32, cursor));
console.log('wrote demo/assets/walker.svg, walker-blue.svg, hats.svg, cursor.svg');
