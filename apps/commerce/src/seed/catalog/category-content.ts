// Page content of the categories shown in PAGE and PRODUCTS_AND_PAGE mode: HTML sections as a
// merchandiser would place them from a CMS block, in English and German (Austria store view).

export const duvetGuide = {
  en: [
    '<section class="category-guide">',
    '<h2>Which filling?</h2>',
    '<p>Wool (our <a href="/duvets/woolux">Woolux</a> merino, camel and cashmere) keeps an even warmth and takes up moisture, so it suits anyone who wakes up too warm or too cold. <a href="/duvets/climafiber">Climafiber</a> breathes like down, weighs little and washes at 60 °C, which makes it the choice for allergy sufferers.</p>',
    '<h2>How warm?</h2>',
    '<ul><li>Light: bedrooms above 20 °C and summer nights.</li><li>All-season: two layers that button together or apart.</li><li>Warm: cool bedrooms and anyone who feels the cold.</li></ul>',
    '<h2>What size?</h2>',
    '<p>Choose a duvet 20 to 30 cm longer than the sleeper is tall. Couples sleep better under one 240x220 duvet or two 135x200 duvets than under one 200x200.</p>',
    '</section>',
  ].join(''),
  de: [
    '<section class="category-guide">',
    '<h2>Welche Füllung?</h2>',
    '<p>Wolle (unsere <a href="/duvets/woolux">Woolux</a>-Merino-, Kamel- und Kaschmirwolle) hält die Wärme gleichmäßig und nimmt Feuchtigkeit auf: ideal für alle, die nachts zu warm oder zu kalt aufwachen. <a href="/duvets/climafiber">Climafiber</a> atmet wie Daune, ist leicht und bei 60 °C waschbar, die Wahl für Allergiker.</p>',
    '<h2>Wie warm?</h2>',
    '<ul><li>Leicht: Schlafzimmer über 20 °C und Sommernächte.</li><li>Ganzjahr: zwei Lagen, die sich zusammen- oder einzeln verwenden lassen.</li><li>Warm: kühle Schlafzimmer und alle, die leicht frieren.</li></ul>',
    '<h2>Welche Größe?</h2>',
    '<p>Die Bettdecke sollte 20 bis 30 cm länger sein als die Körpergröße. Paare schlafen unter einer 240x220-Decke oder zwei 135x200-Decken besser als unter einer 200x200-Decke.</p>',
    '</section>',
  ].join(''),
};

export const giftService = {
  en: [
    '<section class="category-gift-service">',
    '<h2>Our gift service</h2>',
    '<p>Every order can be gift-wrapped in linen-textured paper with a handwritten card. Gift cards arrive by e-mail within minutes and are valid for three years online and in every Loomfront store.</p>',
    '<p>Add a monogram of up to three initials to pillowcases, towels and robes: it is embroidered by hand and ships within five working days.</p>',
    '</section>',
  ].join(''),
  de: [
    '<section class="category-gift-service">',
    '<h2>Unser Geschenkservice</h2>',
    '<p>Jede Bestellung kann in Papier mit Leinenstruktur verpackt und mit einer handgeschriebenen Karte versehen werden. Geschenkkarten kommen innerhalb von Minuten per E-Mail und gelten drei Jahre online und in jedem Loomfront-Geschäft.</p>',
    '<p>Ein Monogramm mit bis zu drei Initialen auf Kissenbezügen, Handtüchern und Bademänteln wird von Hand gestickt und innerhalb von fünf Werktagen versandt.</p>',
    '</section>',
  ].join(''),
};
