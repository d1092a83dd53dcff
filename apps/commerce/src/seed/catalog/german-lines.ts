// German (de_AT) names and stories of the demo catalog's product lines, for the store view `at`
// (product_store_values). Keyed by the English line name. `product` is the whole German product
// name of a line made as one piece ("Infinity Pillow": the line with its piece, where two lines
// share a name); lines of several pieces compose it from `collection` (else
// the line's own name, a proper name) and the piece's German name, as the English names do.
// Austrian usage where it differs: Leintuch, Spannleintuch.

export interface GermanLine {
  /** The product's German name, for lines made as one piece. */
  product?: string;
  /** The collection's German name where the English one is not a proper name. */
  collection?: string;
  story: string;
}

/** German names of the pieces a line of several pieces is made in. */
export const PIECES_DE: Record<string, string> = {
  'Sateen Bed Linen Set': 'Bettwäsche-Set Satin',
  'Sateen Duvet Cover': 'Bettbezug Satin',
  'Sateen Fitted Sheet': 'Spannleintuch Satin',
  'Sateen Pillowcase Pair': 'Kissenbezüge Satin, 2 Stück',
  'Percale Bed Linen Set': 'Bettwäsche-Set Perkal',
  'Percale Duvet Cover': 'Bettbezug Perkal',
  'Percale Flat Sheet': 'Leintuch Perkal',
  'Jacquard Bed Linen Set': 'Bettwäsche-Set Jacquard',
  'Jacquard Duvet Cover': 'Bettbezug Jacquard',
  'Linen Bed Linen Set': 'Bettwäsche-Set Leinen',
  'Linen Duvet Cover': 'Bettbezug Leinen',
  'Linen Pillowcase Pair': 'Kissenbezüge Leinen, 2 Stück',
};

export const LINES_DE: Record<string, GermanLine> = {
  Aurelia: {
    story:
      'Benannt nach dem ersten Licht des Morgens, ist Aurelia unser Satin schlechthin: fließend im Fall, mit einem perlmuttartigen Glanz, der mit jeder Wäsche tiefer wird',
  },
  Celestine: {
    story:
      'Celestine verbindet einen hauchfeinen Satin mit einem handgearbeiteten Hohlsaum, den unsere Näherinnen seit vierzig Jahren auf dieselbe Weise nähen',
  },
  Marisol: {
    story:
      'Marisol holt die Farben einer Mittelmeerküste ins Schlafzimmer, in kleinen Partien gefärbt, damit jeder Ton satt und gleichmäßig bleibt',
  },
  Opaline: {
    story:
      'Opaline ist ein Ton-in-Ton-Streifensatin, der bei jeder Bewegung das Licht einfängt: ruhig bei Tag, leuchtend im Lampenschein',
  },
  Seraphine: {
    story:
      'Seraphine endet in einer Bogenkante, bestickt mit demselben Garn wie der Stoff: ein romantischer Satin für Gäste- und Elternschlafzimmer',
  },
  Noctis: {
    story:
      'Noctis ist ein tiefdunkler Satin für alle, die im Dunkeln am besten schlafen, im Stück gefärbt, damit die Farbe das Garn ganz durchdringt',
  },
  Veranda: {
    story:
      'Veranda ist das Perkal, in dem wir den ganzen Sommer schlafen: kühl auf der Haut, matt und knackig wie ein frisch gebügeltes Hemd',
  },
  Lumen: {
    story:
      'Lumen ist ein reinweißes Perkal mit einer einzelnen Kordelpaspel: das Hotelbett, neu gedacht für zu Hause',
  },
  Norda: {
    story:
      'Norda hat seine ruhigen Farben von den Küsten des Nordens; ein atmungsaktives Perkal, das mit den Jahren wunderbar weich wird',
  },
  Brisa: {
    story:
      'Brisa ist ein sonnengebleichtes Perkal in Erdtönen, stückgefärbt für einen lässigen, weichen Griff',
  },
  Pallada: {
    story:
      'Pallada ist ein klassischer Damast aus Lorbeer- und Akanthusblättern, auf Jacquardwebstühlen in einem Stück gewebt, damit das Muster an keiner Naht bricht',
  },
  Damaskena: {
    story:
      'Damaskena lässt einen Damast des achtzehnten Jahrhunderts aus unserem Archiv wieder aufleben, Stich für Stich für den modernen Webstuhl neu gezeichnet',
  },
  Florentina: {
    story:
      'Florentina streut kleine Renaissance-Blüten über einen Satingrund: ein Jacquard, leicht genug für alle Jahreszeiten',
  },
  'Flax Meadow': {
    collection: 'Flachsfeld',
    story:
      'Flachsfeld ist Leinen in seiner ehrlichsten Form: lange europäische Flachsfasern, stonewashed, bis sie geschmeidig sind, mit einer Struktur, die man spürt',
  },
  Riviera: {
    story:
      'Riviera ist ein gewaschenes Leinen in den Farben der Küstenstädte, atmungsaktiv auch in den heißesten Nächten',
  },
  Atelier: {
    story:
      'Atelier ist ein schwereres Leinen mit Fischgratstruktur, gemacht für kühle Räume und lange Winter',
  },
  'Woolux Merino Light': {
    product: 'Woolux Merino-Bettdecke leicht',
    collection: 'Woolux Merino leicht',
    story:
      'Feine Merinowolle von Hochlandherden gibt Feuchtigkeit nach außen ab und hält Sie in warmen Nächten trocken',
  },
  'Woolux Merino All-Season': {
    product: 'Woolux Merino-Ganzjahresdecke',
    collection: 'Woolux Merino Ganzjahr',
    story:
      'Unsere beliebteste Wolldecke: Merino, das wärmt, wenn Ihnen kalt ist, und kühlt, wenn Ihnen warm ist',
  },
  'Woolux Merino Warm': {
    product: 'Woolux Merino-Bettdecke warm',
    collection: 'Woolux Merino warm',
    story:
      'Eine großzügige Merinofüllung für kalte Schlafzimmer, in Kassetten gesteppt, damit die Wolle nie verrutscht',
  },
  'Woolux Camel All-Season': {
    product: 'Woolux Kamelhaar-Ganzjahresdecke',
    collection: 'Woolux Kamelhaar Ganzjahr',
    story:
      'Kamelflaum ist hohl und federleicht, die wärmste Naturfaser im Verhältnis zu ihrem Gewicht',
  },
  'Woolux Camel Warm': {
    product: 'Woolux Kamelhaar-Bettdecke warm',
    collection: 'Woolux Kamelhaar warm',
    story:
      'Eine Winterdecke aus reinem Kamelflaum, von Hand gesammelt, wenn die Herden im Frühjahr ihr Fell wechseln',
  },
  'Woolux Cashmere All-Season': {
    product: 'Woolux Kaschmir-Ganzjahresdecke',
    collection: 'Woolux Kaschmir Ganzjahr',
    story:
      'Kaschmir, aus der Unterwolle von Bergziegen gekämmt: die weichste und leichteste Wärme, die wir herstellen',
  },
  'Woolux Cashmere Light': {
    product: 'Woolux Kaschmir-Bettdecke leicht',
    collection: 'Woolux Kaschmir leicht',
    story:
      'Eine leichte Kaschmirdecke für den Sommer und für alle, denen im Schlaf schnell warm wird',
  },
  'Climafiber Summer': {
    product: 'Climafiber Sommerdecke',
    collection: 'Climafiber Sommer',
    story:
      'Climafiber Sommer ist kaum zu spüren, eine atmungsaktive Schicht für die heißesten Monate',
  },
  'Climafiber Light': {
    product: 'Climafiber Bettdecke leicht',
    collection: 'Climafiber leicht',
    story:
      'Climafiber leicht ist eine schnell trocknende, allergikerfreundliche Decke für warme Schlafzimmer',
  },
  'Climafiber All-Season': {
    product: 'Climafiber Ganzjahresdecke',
    collection: 'Climafiber Ganzjahr',
    story:
      'Climafiber Ganzjahr hält Bauschkraft und Atmungsaktivität im Gleichgewicht, für erholsamen Schlaf das ganze Jahr',
  },
  'Climafiber Warm': {
    product: 'Climafiber Bettdecke warm',
    collection: 'Climafiber warm',
    story:
      'Climafiber warm schließt ruhende Luft in Millionen von Hohlfasern ein und wärmt wie Daunen, ganz ohne Federn',
  },
  Innotex: {
    product: 'Innotex Bettdecke',
    story:
      'Innotex ist eine temperaturregulierende Faser mit Phasenwechsel-Kapseln, die Wärme die ganze Nacht speichern und wieder abgeben',
  },
  Infinity: {
    product: 'Infinity Bettdecke',
    story:
      'Infinity legt Maulbeerseide über Merinowolle, eine Decke, die sich eng an den Körper schmiegt',
  },
  Palazzo: {
    product: 'Palazzo Daunendecke',
    story: 'Palazzo ist mit handgereinigten Eiderdaunen gefüllt, der seltensten Füllung der Welt',
  },
  Sovereign: {
    product: 'Sovereign Kopfkissen',
    story:
      'Sovereign ist ein Dreikammerkissen: ein fester Daunenkern, umhüllt von weichen Daunen, für tiefen, gleichmäßigen Halt',
  },
  Minoris: {
    product: 'Minoris Kopfkissen',
    story: 'Minoris ist ein flaches, weiches Kissen für Bauchschläfer',
  },
  Nobilis: {
    product: 'Nobilis Kopfkissen',
    story: 'Nobilis ist ein Wollkissen, das den Kopf kühl und trocken hält',
  },
  Kaiser: {
    product: 'Kaiser Kopfkissen',
    story: 'Kaiser ist ein hohes, prall gefülltes Kissen für Seitenschläfer mit breiten Schultern',
  },
  'Infinity Pillow': {
    product: 'Infinity Kopfkissen',
    story:
      'Das Infinity-Kissen teilt den Aufbau aus Seide über Merino mit unserer Infinity-Bettdecke',
  },
  Sirius: {
    product: 'Sirius Kopfkissen',
    story:
      'Sirius ist ein belüftetes Kissen aus Naturlatex, das die ganze Nacht in Form zurückfedert',
  },
  Atlantis: {
    product: 'Atlantis Kopfkissen',
    story: 'Atlantis hat eine kühlende Gelfaserfüllung für alle, die im Schlaf leicht schwitzen',
  },
  Aquarius: {
    product: 'Aquarius Kopfkissen',
    story:
      'Aquarius verbindet eine Schicht Buchweizen mit weicher Faser, per Reißverschluss anpassbar',
  },
  Element: {
    product: 'Element Kopfkissen',
    story: 'Element ist ein Kissen aus Bambusfaser, von Natur aus hypoallergen',
  },
  'Anthracite M': {
    product: 'Anthrazit M Nackenstützkissen',
    collection: 'Anthrazit M',
    story: 'Anthrazit M ist ein mittelhohes Nackenstützkissen aus Memory-Schaum mit Aktivkohle',
  },
  'Anthracite L': {
    product: 'Anthrazit L Nackenstützkissen',
    collection: 'Anthrazit L',
    story: 'Anthrazit L ist höher geformt, für Seitenschläfer, und dank Aktivkohle geruchshemmend',
  },
  Cuprum: {
    product: 'Cuprum Nackenstützkissen',
    story: 'Cuprum hat Kupferfasern im Bezug, die Wärme ableiten',
  },
  'Sateen Pillow Protector': {
    product: 'Kissenschutzbezug Satin',
    story:
      'Ein Schutzbezug aus Satin mit verdecktem Reißverschluss, der Ihr Kissen über Jahre frisch hält',
  },
  'Terry Waterproof Pillow Protector': {
    product: 'Kissenschutzbezug Frottee, wasserdicht',
    story:
      'Ein wasserdichter Schutzbezug aus Frottee mit verdecktem Reißverschluss, der Ihr Kissen über Jahre frisch hält',
  },
  'Silk Pillow Protector': {
    product: 'Kissenschutzbezug Seide',
    story:
      'Ein Schutzbezug aus Seide mit verdecktem Reißverschluss, der Ihr Kissen über Jahre frisch hält',
  },
  'Percale Pillow Protector': {
    product: 'Kissenschutzbezug Perkal',
    story:
      'Ein Schutzbezug aus Perkal mit verdecktem Reißverschluss, der Ihr Kissen über Jahre frisch hält',
  },
  'Tencel Pillow Protector': {
    product: 'Kissenschutzbezug Tencel',
    story:
      'Ein Schutzbezug aus Tencel mit verdecktem Reißverschluss, der Ihr Kissen über Jahre frisch hält',
  },
  Riva: {
    product: 'Riva Frottiertuch',
    story:
      'Riva ist ein Frottee aus ungedrehtem Garn, dessen Schlingen offen und saugfähig bleiben und mit jeder Wäsche weicher werden',
  },
  Alba: {
    product: 'Alba Frottiertuch',
    story:
      'Alba ist ein dichtes Hotelhandtuch aus ägyptischer Baumwolle mit gewebter Schaftbordüre',
  },
  Lido: {
    product: 'Lido Waffelpiqué-Tuch',
    story: 'Lido ist ein leichtes Tuch in Wabenstruktur, das am Strand und im Bad schnell trocknet',
  },
  Onda: {
    product: 'Onda Frottiertuch',
    story: 'Onda ist ein Frottee aus Bio-Baumwolle, gewebt mit einem feinen Wellenrelief',
  },
  Capri: {
    product: 'Capri Waffelpiqué-Tuch',
    story: 'Capri verbindet Leinen und Baumwolle zu einem Waffelpiqué, das sanft peelt',
  },
  Brezza: {
    product: 'Brezza Frottiertuch',
    story: 'Brezza ist ein Frottee aus Bambus und Baumwolle mit seidiger Haptik',
  },
  Sorrento: {
    product: 'Sorrento Badetuch',
    story: 'Sorrento ist ein gestreiftes Poolhandtuch in großzügigen Größen',
  },
  Amalfi: {
    product: 'Amalfi Waffelpiqué-Tuch',
    story: 'Amalfi ist ein sonniges Waffelpiqué-Tuch für das Gästebad',
  },
  'Riva Waffle': {
    product: 'Riva Bademantel Waffelpiqué',
    story:
      'Der Riva-Bademantel aus Waffelpiqué ist leicht genug für den Sommer und saugfähig wie Frottee',
  },
  'Alba Terry': {
    product: 'Alba Bademantel Frottee',
    story: 'Der Alba-Bademantel ist ein knöchellanger Hotelbademantel mit Schalkragen',
  },
  'Kimono Linen': {
    product: 'Kimono-Bademantel Leinen',
    story: 'Der Kimono-Bademantel ist weit und kurz geschnitten, aus gewaschenem Leinen',
  },
  Hammam: {
    product: 'Hammam Bademantel',
    story:
      'Der Hammam-Bademantel ist auf traditionellen Webstühlen aus gestreiftem Peshtemal-Stoff gewebt',
  },
  'Shawl Collar': {
    product: 'Bademantel mit Schalkragen',
    story: 'Der Bademantel mit Schalkragen ist außen aus Velours und innen aus Frottee',
  },
  'Loop Bath Mat': {
    product: 'Badematte Schlinge',
    story:
      'Die Badematte Schlinge ist eine schwere Baumwollmatte mit 1.400 g/m², die schnell trocknet',
  },
  'Ribbed Bath Mat': {
    product: 'Badematte Rippe',
    story:
      'Die Badematte Rippe ist eine schwere Baumwollmatte mit 1.400 g/m², die schnell trocknet',
  },
  'Pebble Bath Mat': {
    product: 'Badematte Kiesel',
    story:
      'Die Badematte Kiesel ist eine schwere Baumwollmatte mit 1.400 g/m², die schnell trocknet',
  },
  'Herringbone Cashmere Throw': {
    product: 'Kaschmirplaid Fischgrat',
    story: 'Aus reinem Kaschmir im klassischen Fischgratmuster gewebt, mit handgedrehten Fransen',
  },
  'Merino Knit Throw': {
    product: 'Strickplaid Merino',
    story: 'Ein grob gestricktes Plaid aus Merinowolle, in einem Stück gestrickt',
  },
  'Camel Throw': {
    product: 'Kamelhaarplaid',
    story: 'Ein warmes Plaid aus Kamelhaar mit Festonstich-Kante',
  },
  'Alpaca Bouclé Throw': {
    product: 'Alpaka-Bouclé-Plaid',
    story: 'Alpaka-Bouclé mit kleinen Schlingen, leicht und warm',
  },
  'Linen Waffle Throw': {
    product: 'Leinenplaid Waffelpiqué',
    story: 'Ein Plaid aus Leinen in Waffelstruktur für Sommerabende',
  },
  'Jacquard Throw': {
    product: 'Jacquard-Plaid',
    story: 'Ein Wendeplaid in Jacquard mit dem Damast aus unserem Archiv',
  },
  'Mohair Throw': {
    product: 'Mohairplaid',
    story: 'Gebürstetes Mohair mit einem weichen Flor',
  },
  'Gingham Picnic Throw': {
    product: 'Picknickdecke Vichy-Karo',
    story: 'Eine waschbare Decke in Vichy-Karo für Picknick und Spielzimmer',
  },
  'Cable Throw': {
    product: 'Zopfstrick-Plaid',
    story: 'Ein Zopfstrick aus Lammwolle, das Plaid für Sonntagnachmittage',
  },
  'Stripe Throw': {
    product: 'Streifenplaid',
    story: 'Ein gewebtes Baumwollplaid mit kräftigen Streifen',
  },
  'Pallada Cushion Cover': {
    product: 'Kissenhülle Pallada',
    story: 'Pallada vollendet Bett oder Sofa mit einer gewebten Struktur',
  },
  'Velvet Cushion Cover': {
    product: 'Kissenhülle Samt',
    story: 'Samt vollendet Bett oder Sofa mit einer gewebten Struktur',
  },
  'Linen Cushion Cover': {
    product: 'Kissenhülle Leinen',
    story: 'Leinen vollendet Bett oder Sofa mit einer gewebten Struktur',
  },
  'Bouclé Cushion Cover': {
    product: 'Kissenhülle Bouclé',
    story: 'Bouclé vollendet Bett oder Sofa mit einer gewebten Struktur',
  },
  'Waffle Cushion Cover': {
    product: 'Kissenhülle Waffelpiqué',
    story: 'Waffelpiqué vollendet Bett oder Sofa mit einer gewebten Struktur',
  },
  'Embroidered Cushion Cover': {
    product: 'Kissenhülle bestickt',
    story: 'Feine Stickerei vollendet Bett oder Sofa mit einer gewebten Struktur',
  },
  'Down Cushion Inner': {
    product: 'Kissenfüllung Daunen',
    story: 'Eine prall gefüllte Daunenfüllung, die ihre Form behält',
  },
  'Sleep Calendar': {
    product: 'Schlafkalender',
    story: 'Ein in Leinen gebundener Kalender mit einem Schlaftipp für jede Woche des Jahres',
  },
  'Silk Sleep Mask': {
    product: 'Schlafmaske Seide',
    story: 'Eine Maske aus Maulbeerseide mit 22 Momme, die das Licht abhält und die Haut schont',
  },
  'Linen Spray': {
    product: 'Wäschespray Lavendel',
    story: 'Ein Wäschespray aus Lavendel und Zeder, destilliert in der Provence',
  },
  'Gingham Kids Bed Linen Set': {
    product: 'Kinderbettwäsche-Set Vichy-Karo',
    story: 'Ein fröhliches Set in Vichy-Karo, weich ab der ersten Nacht',
  },
  'Little Stars Kids Bed Linen Set': {
    product: 'Kinderbettwäsche-Set Sternchen',
    story: 'Perkal, übersät mit winzigen eingewebten Sternen',
  },
  'Dino Kids Bed Linen Set': {
    product: 'Kinderbettwäsche-Set Dino',
    story: 'Ein weicher Satin mit einer versteckten Dinosaurierparade',
  },
  'Rainbow Kids Bed Linen Set': {
    product: 'Kinderbettwäsche-Set Regenbogen',
    story: 'Pastellstreifen, die zu jedem Kinderzimmer passen',
  },
  'Cloud Kids Bed Linen Set': {
    product: 'Kinderbettwäsche-Set Wolke',
    story: 'Ein verträumtes Perkal, bedruckt mit ziehenden Wolken',
  },
  'Meadow Kids Bed Linen Set': {
    product: 'Kinderbettwäsche-Set Wiese',
    story: 'Eine Mischung aus Leinen und Baumwolle im Grün der Frühlingswiesen',
  },
  'Harbour Kids Bed Linen Set': {
    product: 'Kinderbettwäsche-Set Hafen',
    story: 'Ein maritimes Karo für kleine Matrosen',
  },
  'Baby Knit Blanket': {
    product: 'Baby-Strickdecke',
    story: 'Eine luftig gestrickte Decke, unter der Babys frei atmen können',
  },
  'Muslin Swaddle': {
    product: 'Pucktuch Musselin',
    story: 'Ein atmungsaktives Pucktuch aus doppellagigem Musselin',
  },
  'Baby Sleeping Bag': {
    product: 'Baby-Schlafsack',
    story: 'Ein Schlafsack aus Merinowolle, der Babys gleichmäßig warm hält',
  },
  'Cot Fitted Sheet': {
    product: 'Spannleintuch fürs Gitterbett',
    story: 'Ein Spannleintuch, das fest auf der Matratze sitzt',
  },
  'Baby Duvet': {
    product: 'Baby-Bettdecke',
    story: 'Eine leichte Merinodecke für das Gitterbett',
  },
  'Baby Pillow': {
    product: 'Babykissen',
    story: 'Ein flaches Kissen für Kleinkinder',
  },
  'Hooded Towel': {
    product: 'Kapuzenbadetuch',
    story: 'Ein Badetuch mit Kapuze und kleinen Ohren',
  },
  'Kids Poncho': {
    product: 'Badeponcho für Kinder',
    story: 'Ein Strandponcho, der Kinder in einem Zug abtrocknet',
  },
  'Kids Waffle Robe': {
    product: 'Kinderbademantel Waffelpiqué',
    story: 'Ein Bademantel aus Waffelpiqué in Größen für kleine Leute',
  },
};
