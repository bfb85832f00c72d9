/**
 * What makes a name an organisation's in the languages business, science and culture write in:
 * legal forms of companies (S.A., S.p.A., GmbH, A/S, Oy, K.K., Bhd…), the head words of
 * institutions, firms, media, ensembles and clubs in the major European languages, placed before
 * the name ("Banco …", "Hochschule für …", "Radio …", "FC …") or after it ("… Verlag", "…
 * Herald", "… Quartet", "… IL"), and the endings of compound words that name an organisation
 * ("Kammerphilharmonie", "Dagbladet", "Stadtsparkasse"). General knowledge of language only: no
 * organisation's own name is listed here.
 */

const set = (words: string): Set<string> => new Set(words.split(/\s+/).filter(Boolean));

/** Legal forms of companies, dots and slashes removed, lower case ("S.p.A." → "spa", "A/S" → "as"). */
const LEGAL_FORMS = set(`
  inc incorporated corp corporation co company ltd limited llc llp lp plc pty pte pvt
  gmbh ag kg kgaa ohg ug se sa sas sasu sarl sàrl snc sca spa srl sapa sl slu sau ltda eireli
  cia cía bv nv vof as asa aps ab oy oyj kk gk yk bhd sdn tbk kft zrt nyrt
  sro doo dd ood eood spzoo jsc pjsc ojsc oao zao ooo pao dac uab
  scs scsp sicav sicaf sce scop
`);

/**
 * Head words of organisations, lower case, in English and the major European languages: the word
 * that says what the named thing is, before or after its name.
 */
const HEADS = set(`
  group groupe grupo gruppo gruppe grupa
  bank banco banca banque banken bancorp caixa caja sparkasse
  company compagnie compagnia compañía companhia companía
  société sociétés sociedad sociedade società
  industries industrie industria industrias indústrias industrier
  laboratory laboratories laboratorio laboratório laboratorios laboratórios laboratoire laboratoires
  farmacéutica farmacêutica farmaceutica pharmaceutica pharmazeutika
  minera mineração mineradora minería minière mining
  fondo fondos fonds fund funds
  editora editorial ediciones edições éditions editions edizioni verlag forlag förlag uitgeverij
  publications publishing publishers books press
  university universität universitat universidad universidade università université universiteit universitet uniwersytet
  institute institut institutet instituut instituto istituto institución instituição
  academy academia akademie akademi accademia académie akademia
  conservatory conservatorio conservatoire konservatorium conservatório
  museum museo musée museu museet muzeum
  foundation fundação fundación fondazione fondation stiftung stichting fundacja
  orchestra orquesta orchestre orchester orkester orkest orquestra filarmónica filarmonica philharmonie philharmonic philharmoniker
  hochschule fachhochschule liceo lycée colegio colégio collège gymnasium escuela escola école scuola schule skole skola
  zentrum centro centrum
  hôpital ospedale klinik klinikum krankenhaus sjukhus sykehus clínica
  organização organización organisation
  asociación associação associazione verein verband federación federação confederación
  cooperative co-operative cooperativa coopérative genossenschaft kooperativ
  ministerio ministério ministère ministerium agencia agência agence
  consejo conselho conseil comisión comissão
  radio radiotelevisión televisión televisão télévision fernsehen kanal
  herald gazette tribune times journal chronicle courier observer telegraph ledger examiner dispatch
  gazeta gazzetta gaceta zeitung tidende tidning tidningen avis avisen dagblad dagbladet posten correio corriere diário diario jornal
  quintet sextet septet octet trio chorus chorale consort singers sinfonia sinfonietta camerata
  estudios estúdios studios creamery bakehouse
  productions entertainment recordings
  analytics optronics semiconductor semiconductors robotics aerospace diagnostics genomics biologics
  fisheries tankers shipyard shipyards breweries brewery distillery winery dairies
  convent monastery abbey priory seminary
  textiles cooperative alliance consortium coalition initiative directorate secretariat observatory
  station conservancy observatoire observatorio authority
  shoten shoji kogyo sangyo seisakusho
  frères freres fils hijos hermanos irmãos brothers bros sons
`);

/**
 * Heads that name an organisation with a single name after them ("Banco Itaverde", "Radio
 * Nkabom", "Ensemble Kontur", "Olympique Rhodanien"), where an English common word would not
 * ("University College" is a college, "Bank Holiday" none).
 */
const FRONT_HEADS = set(`
  grupo gruppo groupe banco banca banque caixa caja compañía companhia compagnie société sociedad sociedade società
  industrias indústrias industrie laboratorio laboratório laboratoire laboratoires farmacéutica farmacêutica
  minera mineração fondo fundo fonds editora editorial ediciones edições éditions edizioni
  universität universidad universidade università université universiteit universitet
  instituto institut institutet instituut istituto academia akademie accademia académie
  conservatorio conservatoire konservatorium museo musée museu fundação fundación fondazione fondation stiftung stichting
  orquesta orchestre orchester hochschule liceo lycée colegio colégio collège escuela escola école scuola
  zentrum centro hôpital ospedale klinik klinikum clínica organização organización asociación associação associazione
  cooperativa coopérative estudios estúdios radio tv ensemble olympique sporting racing dynamo dinamo spartak lokomotiv atlético atletico deportivo
`);

/** Sports clubs' letters, as written, before the name ("FC Almtal", "SV Almtal"). */
const CLUB_BEFORE = set('FC AFC SC SV SK FK BK IF IL CF AS KV VV TSV VfB VfL SSC AC CD RC SpVgg');
/** And after it ("Tromsø Polar IL", "Ajax FC", "Örgryte IS"). */
const CLUB_AFTER = set('FC AFC IL IF IK IS BK FK SK SV CF');
/** English words that end a club's or team's name ("Bergen Athletic", "Leeds United"). */
const CLUB_WORDS = set(
  'united rovers wanderers athletic athletico albion harriers hotspur calcio club klub',
);

/** Endings of compound words naming an organisation, in German, Dutch and the Nordic languages. */
const COMPOUND_HEAD =
  /^\p{Lu}\p{Ll}{3,}(?:philharmonie|philharmoniker|orchester|orkester|verlag|forlag|förlag|zeitung|blad|bladet|tidende|tidning|tidningen|avisen|posten|gesellschaft|werke|hochschule|universität|universitet|akademie|akademi|stiftung|stichting|klinikum|krankenhaus|sjukhus|sykehus|sparkasse|genossenschaft|kooperativ|chemie|works|mejeri|mejerier|meieri)$/u;

/** A word's key for these lists: lower case, without dots, slashes and a final apostrophe. */
const keyOf = (word: string): string => word.replace(/[.'’]+$/u, '').toLowerCase();
const formKeyOf = (word: string): string => word.toLowerCase().replace(/[./\s]/g, '');

/** Whether a word is a company's legal form ("GmbH", "S.A.", "A/S", "Oyj", "S.p.A."). */
export const isLegalForm = (word: string): boolean =>
  /^\p{Lu}/u.test(word) && LEGAL_FORMS.has(formKeyOf(word));

/**
 * Heads that are also people's surnames ("Heath Ledger", "Ann Times"): after a given name they
 * do not make an organisation.
 */
export const isSurnameLike = (word: string): boolean =>
  /^(?:ledger|herald|courier|dispatch|examiner|observer|post|times|sons|fils|brothers)$/.test(
    keyOf(word),
  );

/**
 * The sectors a company's name often ends in ("Susu Digital", "Lumo Pay", "Orchard Lane Cider",
 * "Fjordhav Seafood", "Marunouchi Research"): they make a name an organisation's only as its
 * last word, and never split two names joined by "and" ("Greenacre Hospitality and Events
 * Limited" is one).
 */
const SECTOR_TAILS = set(`
  digital payments pay fintech lending microfinance mobility motors wheels
  seafood cider coffee cocoa dairy farms agri agro agritech agtech herbicides fertilisers fertilizers seeds
  research learning mart supplies processing impact
  packaging plastics ceramics cement builders engineering construction
  apparel fashion cosmetics beauty brands trading exports imports
  instruments optics optical photonics imaging lighting solar renewables wireless devices materials precision
  gaming interactive realty properties hotels resorts hospitality cargo couriers
`);

/** Whether a name's last word is a sector a company's name ends in ("Lumo Pay"). */
export const isSectorTail = (word: string): boolean => SECTOR_TAILS.has(keyOf(word));

/** Whether a word in a name says the name is an organisation's, wherever it stands. */
export const isOrganizationHead = (word: string): boolean =>
  HEADS.has(keyOf(word)) ||
  isLegalForm(word) ||
  CLUB_WORDS.has(keyOf(word)) ||
  COMPOUND_HEAD.test(word);

/** Whether a name's first word makes it an organisation's, with one proper word after it. */
export const isFrontHead = (word: string): boolean =>
  FRONT_HEADS.has(keyOf(word)) || CLUB_BEFORE.has(word.replace(/\.$/, ''));

/** Whether a name's last word is a club's letters ("IL", "FC"). */
export const isClubSuffix = (word: string): boolean => CLUB_AFTER.has(word);
