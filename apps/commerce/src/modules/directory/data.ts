// Magento's directory: every country it knows (ISO 3166-1 alpha-2 and alpha-3, as its
// InitializeDirectoryData patch) and the regions of the countries our websites ship to that have
// them. Region ids and codes are Magento's where Magento has the country (US 1–65, DE 79–94 and
// AT 95–103 with the ISO codes of Magento's later code updates, CH 104–129 with its renamed
// cantons); Saudi Arabia has Magento's codes under our own ids (Magento gives them none fixed),
// and the United Arab Emirates, which Magento lists without regions, have their ISO 3166-2
// emirates. Region names are Magento's default names (it ships no other locale's names for them).

const ISO3 = `AD AND AE ARE AF AFG AG ATG AI AIA AL ALB AM ARM AN ANT AO AGO AQ ATA AR ARG AS ASM AT AUT
AU AUS AW ABW AX ALA AZ AZE BA BIH BB BRB BD BGD BE BEL BF BFA BG BGR BH BHR BI BDI BJ BEN BL BLM
BM BMU BN BRN BO BOL BR BRA BS BHS BT BTN BV BVT BW BWA BY BLR BZ BLZ CA CAN CC CCK CD COD CF CAF
CG COG CH CHE CI CIV CK COK CL CHL CM CMR CN CHN CO COL CR CRI CU CUB CV CPV CX CXR CY CYP CZ CZE
DE DEU DJ DJI DK DNK DM DMA DO DOM DZ DZA EC ECU EE EST EG EGY EH ESH ER ERI ES ESP ET ETH FI FIN
FJ FJI FK FLK FM FSM FO FRO FR FRA GA GAB GB GBR GD GRD GE GEO GF GUF GG GGY GH GHA GI GIB GL GRL
GM GMB GN GIN GP GLP GQ GNQ GR GRC GS SGS GT GTM GU GUM GW GNB GY GUY HK HKG HM HMD HN HND HR HRV
HT HTI HU HUN ID IDN IE IRL IL ISR IM IMN IN IND IO IOT IQ IRQ IR IRN IS ISL IT ITA JE JEY JM JAM
JO JOR JP JPN KE KEN KG KGZ KH KHM KI KIR KM COM KN KNA KP PRK KR KOR KW KWT KY CYM KZ KAZ LA LAO
LB LBN LC LCA LI LIE LK LKA LR LBR LS LSO LT LTU LU LUX LV LVA LY LBY MA MAR MC MCO MD MDA ME MNE
MF MAF MG MDG MH MHL MK MKD ML MLI MM MMR MN MNG MO MAC MP MNP MQ MTQ MR MRT MS MSR MT MLT MU MUS
MV MDV MW MWI MX MEX MY MYS MZ MOZ NA NAM NC NCL NE NER NF NFK NG NGA NI NIC NL NLD NO NOR NP NPL
NR NRU NU NIU NZ NZL OM OMN PA PAN PE PER PF PYF PG PNG PH PHL PK PAK PL POL PM SPM PN PCN PS PSE
PT PRT PW PLW PY PRY QA QAT RE REU RO ROU RS SRB RU RUS RW RWA SA SAU SB SLB SC SYC SD SDN SE SWE
SG SGP SH SHN SI SVN SJ SJM SK SVK SL SLE SM SMR SN SEN SO SOM SR SUR ST STP SV SLV SY SYR SZ SWZ
TC TCA TD TCD TF ATF TG TGO TH THA TJ TJK TK TKL TL TLS TM TKM TN TUN TO TON TR TUR TT TTO TV TUV
TW TWN TZ TZA UA UKR UG UGA UM UMI US USA UY URY UZ UZB VA VAT VC VCT VE VEN VG VGB VI VIR VN VNM
VU VUT WF WLF WS WSM YE YEM YT MYT ZA ZAF ZM ZMB ZW ZWE`;

/** ISO alpha-2 → alpha-3 of every country Magento knows. */
export const COUNTRY_ISO3: ReadonlyMap<string, string> = (() => {
  const words = ISO3.split(/\s+/).filter(Boolean);
  const map = new Map<string, string>();
  for (let i = 0; i < words.length; i += 2) map.set(words[i]!, words[i + 1]!);
  return map;
})();

export interface DirectoryRegion {
  id: number;
  code: string;
  name: string;
}

/** "id code name" lines, one region each. */
function regions(lines: string): DirectoryRegion[] {
  return lines
    .trim()
    .split('\n')
    .map((line) => {
      const [, id, code, name] = /^\s*(\d+) (\S+) (.+)$/.exec(line)!;
      return { id: Number(id), code: code!, name: name!.trim() };
    });
}

export const COUNTRY_REGIONS: ReadonlyMap<string, readonly DirectoryRegion[]> = new Map([
  [
    'US',
    regions(`
      1 AL Alabama
      2 AK Alaska
      3 AS American Samoa
      4 AZ Arizona
      5 AR Arkansas
      6 AE Armed Forces Africa
      7 AA Armed Forces Americas
      8 AE Armed Forces Canada
      9 AE Armed Forces Europe
      10 AE Armed Forces Middle East
      11 AP Armed Forces Pacific
      12 CA California
      13 CO Colorado
      14 CT Connecticut
      15 DE Delaware
      16 DC District of Columbia
      17 FM Federated States Of Micronesia
      18 FL Florida
      19 GA Georgia
      20 GU Guam
      21 HI Hawaii
      22 ID Idaho
      23 IL Illinois
      24 IN Indiana
      25 IA Iowa
      26 KS Kansas
      27 KY Kentucky
      28 LA Louisiana
      29 ME Maine
      30 MH Marshall Islands
      31 MD Maryland
      32 MA Massachusetts
      33 MI Michigan
      34 MN Minnesota
      35 MS Mississippi
      36 MO Missouri
      37 MT Montana
      38 NE Nebraska
      39 NV Nevada
      40 NH New Hampshire
      41 NJ New Jersey
      42 NM New Mexico
      43 NY New York
      44 NC North Carolina
      45 ND North Dakota
      46 MP Northern Mariana Islands
      47 OH Ohio
      48 OK Oklahoma
      49 OR Oregon
      50 PW Palau
      51 PA Pennsylvania
      52 PR Puerto Rico
      53 RI Rhode Island
      54 SC South Carolina
      55 SD South Dakota
      56 TN Tennessee
      57 TX Texas
      58 UT Utah
      59 VT Vermont
      60 VI Virgin Islands
      61 VA Virginia
      62 WA Washington
      63 WV West Virginia
      64 WI Wisconsin
      65 WY Wyoming`),
  ],
  [
    'DE',
    regions(`
      79 NI Niedersachsen
      80 BW Baden-Württemberg
      81 BY Bayern
      82 BE Berlin
      83 BB Brandenburg
      84 HB Bremen
      85 HH Hamburg
      86 HE Hessen
      87 MV Mecklenburg-Vorpommern
      88 NW Nordrhein-Westfalen
      89 RP Rheinland-Pfalz
      90 SL Saarland
      91 SN Sachsen
      92 ST Sachsen-Anhalt
      93 SH Schleswig-Holstein
      94 TH Thüringen`),
  ],
  [
    'AT',
    regions(`
      95 AT-9 Wien
      96 AT-3 Niederösterreich
      97 AT-4 Oberösterreich
      98 AT-5 Salzburg
      99 AT-2 Kärnten
      100 AT-6 Steiermark
      101 AT-7 Tirol
      102 AT-1 Burgenland
      103 AT-8 Vorarlberg`),
  ],
  [
    'CH',
    regions(`
      104 AG Aargau
      105 AI Appenzell Innerrhoden
      106 AR Appenzell Ausserrhoden
      107 BE Bern
      108 BL Basel-Landschaft
      109 BS Basel-Stadt
      110 FR Friburg
      111 GE Geneva
      112 GL Glarus
      113 GR Graubünden
      114 JU Jura
      115 LU Lucerne
      116 NE Neuchâtel
      117 NW Nidwalden
      118 OW Obwalden
      119 SG St. Gallen
      120 SH Schaffhausen
      121 SO Solothurn
      122 SZ Schwyz
      123 TG Thurgau
      124 TI Ticino
      125 UR Uri
      126 VD Vaud
      127 VS Wallis
      128 ZG Zug
      129 ZH Zürich`),
  ],
  [
    'SA',
    regions(`
      1201 SA-01 Riyadh
      1202 SA-02 Makkah
      1203 SA-03 Madinah
      1204 SA-04 Eastern Province
      1205 SA-05 Qassim
      1206 SA-06 Hail
      1207 SA-07 Tabuk
      1208 SA-08 Northern Borders
      1209 SA-09 Jazan
      1210 SA-10 Najran
      1211 SA-11 Baha
      1212 SA-12 Jouf
      1214 SA-14 Asir`),
  ],
  [
    'AE',
    regions(`
      1301 AE-AZ Abu Dhabi
      1302 AE-AJ Ajman
      1303 AE-DU Dubai
      1304 AE-FU Fujairah
      1305 AE-RK Ras Al Khaimah
      1306 AE-SH Sharjah
      1307 AE-UQ Umm Al Quwain`),
  ],
]);
