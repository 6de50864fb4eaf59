import { HIDDEN_MENU_COUNTRIES } from '@agency/contracts';
/**
 * Every country page of storefront spec §2.4, including the extra pages and the nine
 * countries the destination menu never shows, with the texts of the country page, real
 * cities, the sights the package generator writes about and the scene of its artwork.
 * The order within a continent is the order of the spec's country lists.
 */
import type { Scene } from '../artwork/scene';
import type { ContinentName } from './continents';
import type { HolidayTypeKey } from './holiday-types';

export interface CountrySeed {
  name: string;
  continent: ContinentName;
  /** Route segment when it is not simply the name without spaces. */
  route?: string;
  /** 2–3 sentences under the banner. */
  intro: string;
  /** The further text behind Show More. */
  further: string;
  cities: readonly string[];
  /**
   * Sights and experiences, written to follow "time for …" or "enjoy …". 'City: text' ties
   * one to a city of `cities` (itineraries stay there to see it); plain text is anywhere.
   */
  highlights: readonly string[];
  /** The holiday types this country's deals are made of. */
  holidayTypes: readonly HolidayTypeKey[];
  /** The neighbour a multi-centre holiday pairs it with (same continent). */
  pairsWith?: string;
  /** Land cost per person per night in a standard hotel, rupees. */
  nightlyRate: number;
  /** How many deals it gets relative to others once every country has one (1–3). */
  popularity: 1 | 2 | 3;
  scene: Scene;
}

/** Countries never shown in the destination menu: one list, owned by the contracts. */
export const HIDDEN_FROM_MENU: readonly string[] = HIDDEN_MENU_COUNTRIES;

/** The route segment of a country page: its name without spaces, unless given. */
export function countryRoute(country: Pick<CountrySeed, 'name' | 'route'>): string {
  return country.route ?? country.name.replace(/\s+/g, '');
}

export interface Highlight {
  city: string | null;
  text: string;
}

export function highlightsOf(country: CountrySeed): Highlight[] {
  return country.highlights.map((entry) => {
    const colon = entry.indexOf(': ');
    const city = colon > 0 ? entry.slice(0, colon) : '';
    return country.cities.includes(city) ? { city, text: entry.slice(colon + 2) } : { city: null, text: entry };
  });
}

export const COUNTRIES: readonly CountrySeed[] = [
  // ── Asia ────────────────────────────────────────────────────────────────────────────
  {
    name: 'Bali',
    continent: 'Asia',
    intro:
      'Bali is the island of a thousand temples, where offerings of frangipani sit on every doorstep and rice terraces tumble down the hills. Spend your mornings in yoga shalas and your evenings on beach bean-bags as the sun drops into the Indian Ocean.',
    further:
      'Base yourself in Ubud for jungle views, craft villages and the Sacred Monkey Forest, then move to Seminyak for boutiques and beach clubs or Nusa Dua for calm, family-friendly lagoons. Day trips reach the sea temple of Uluwatu at sunset, the coffee plantations of Kintamani and the cliffs of Nusa Penida. Private pool villas are surprisingly affordable, which is why Bali tops our honeymoon list year after year.',
    cities: ['Ubud', 'Seminyak', 'Nusa Dua', 'Kuta', 'Uluwatu', 'Jimbaran'],
    highlights: [
      'Ubud: a sunrise trek up Mount Batur',
      'Ubud: the rice terraces of Tegallalang',
      'Uluwatu: a Kecak fire dance at Uluwatu Temple',
      'snorkelling with manta rays off Nusa Penida',
      'Ubud: a Balinese cooking class in a village kitchen',
    ],
    holidayTypes: ['Honeymoons', 'Villa_Holidays', 'Beach_Holidays', 'Adults_Only_Holidays', 'Family_Holidays', 'Ultra_Luxury_Holidays', 'Solo_Holidays'],
    nightlyRate: 4500,
    popularity: 3,
    scene: { landscape: 'sea', landmark: 'splitGate', time: 'sunset' },
  },
  {
    name: 'India',
    continent: 'Asia',
    intro:
      'Rediscover your own country: the marble glow of the Taj Mahal at dawn, houseboats drifting through Kerala\'s backwaters and the painted palaces of Rajasthan. India is endlessly varied, and our home-grown experts know every corner.',
    further:
      'Classic Golden Triangle tours link Delhi, Agra and Jaipur in a week, while the Maharajas\' trains roll through Udaipur and Jodhpur in royal style. Head south for tea estates in Munnar and Ayurvedic retreats on the Kovalam coast, or north to the Himalayan foothills of Rishikesh and Shimla. Tiger safaris in Ranthambore and Jim Corbett round out a trip that no foreign holiday can quite match.',
    cities: ['Delhi', 'Agra', 'Jaipur', 'Udaipur', 'Alleppey', 'Ranthambore'],
    highlights: [
      'Agra: sunrise at the Taj Mahal',
      'Jaipur: an elephant-free jeep ride up to Amber Fort',
      'Alleppey: a night on a Kerala backwater houseboat',
      'Ranthambore: a tiger safari in Ranthambore National Park',
      'Udaipur: a sunset boat ride on Lake Pichola',
    ],
    holidayTypes: ['Rail_Holidays', 'Escorted_Tours', 'Escorted_Groups_Tours', 'Family_Holidays', 'Safari', 'Honeymoons', 'Short_Breaks', 'Ultra_Luxury_Holidays'],
    nightlyRate: 3500,
    popularity: 2,
    scene: { landscape: 'lake', landmark: 'tajMahal', time: 'dawn' },
  },
  {
    name: 'Malaysia',
    continent: 'Asia',
    intro:
      'Malaysia blends Malay, Chinese and Indian cultures into one of Asia\'s most delicious destinations. Gaze up at the Petronas Towers, then trade the city for rainforest, tea hills and the white beaches of Langkawi.',
    further:
      'Kuala Lumpur is a food lover\'s city, from banana-leaf curries in Brickfields to satay sizzling in Jalan Alor. Heritage Penang and Malacca charm with shophouses and street art, the Cameron Highlands offer cool air and strawberry farms, and Langkawi\'s cable car climbs over jungle to a sky bridge above the Andaman Sea. Visa-free entry for Indians on many dates makes it an easy first trip abroad.',
    cities: ['Kuala Lumpur', 'Langkawi', 'Penang', 'Malacca', 'Cameron Highlands', 'Genting Highlands'],
    highlights: [
      'Kuala Lumpur: the skybridge of the Petronas Twin Towers',
      'Langkawi: the Langkawi Sky Cab and Sky Bridge',
      'Kuala Lumpur: the Hindu shrine inside the Batu Caves',
      'Penang: a street-art walk through George Town',
      'Langkawi: an island-hopping cruise in the Langkawi archipelago',
    ],
    holidayTypes: ['Family_Holidays', 'Beach_Holidays', 'Short_Breaks', 'Honeymoons', 'Multicentre_Holidays', 'Solo_Holidays'],
    pairsWith: 'Singapore',
    nightlyRate: 4000,
    popularity: 3,
    scene: { landscape: 'city', landmark: 'petronas', time: 'dusk' },
  },
  {
    name: 'Singapore',
    continent: 'Asia',
    intro:
      'Spotless, safe and full of surprises, Singapore packs rooftop pools, hawker feasts and world-class attractions into one compact island. It is the perfect family holiday and an easy add-on to any trip in the region.',
    further:
      'Watch the light show at Gardens by the Bay, ride the cable car to Sentosa for Universal Studios and the S.E.A. Aquarium, and walk the night safari trails after dark. Little India and Chinatown are a short metro ride from Marina Bay, and the hawker centres serve Michelin-listed meals for a few dollars. In October the streets light up for the Formula 1 night race, the only one of its kind.',
    cities: ['Marina Bay', 'Sentosa Island', 'Orchard Road', 'Chinatown', 'Little India', 'Clarke Quay'],
    highlights: [
      'Marina Bay: the Supertree light show at Gardens by the Bay',
      'Sentosa Island: a full day at Universal Studios Singapore',
      'the Night Safari tram ride',
      'Marina Bay: the view from the Marina Bay Sands SkyPark',
      'Chinatown: a hawker-centre food trail in Chinatown',
    ],
    holidayTypes: ['Family_Holidays', 'Short_Breaks', 'F1_Packages', 'Multicentre_Holidays', 'Business_Class_Holidays', 'Honeymoons'],
    pairsWith: 'Malaysia',
    nightlyRate: 7500,
    popularity: 3,
    scene: { landscape: 'city', landmark: 'marinaBaySands', time: 'night' },
  },
  {
    name: 'Thailand',
    continent: 'Asia',
    intro:
      'The Land of Smiles never disappoints: golden temples in Bangkok, limestone islands rising from emerald water and a street-food scene that is a holiday in itself. Thailand suits every budget and every traveller.',
    further:
      'Start in Bangkok with a long-tail boat along the Chao Phraya and the glittering Grand Palace, then fly south to Phuket or Krabi for island-hopping to Phi Phi and James Bond Island. Chiang Mai in the north offers night bazaars, ethical elephant sanctuaries and cooking schools, while Pattaya is a lively short break. Visa-free and visa-on-arrival options keep planning simple for Indian travellers.',
    cities: ['Bangkok', 'Phuket', 'Krabi', 'Pattaya', 'Chiang Mai', 'Koh Samui'],
    highlights: [
      'Bangkok: a long-tail boat ride on the Chao Phraya river',
      'Phuket: a speedboat trip to the Phi Phi Islands',
      'Bangkok: the Grand Palace and Wat Arun',
      'Chiang Mai: an ethical elephant sanctuary in the hills',
      'Krabi: a sunset dinner cruise in Phang Nga Bay',
    ],
    holidayTypes: ['Beach_Holidays', 'Honeymoons', 'Family_Holidays', 'Short_Breaks', 'Golf_Holidays', 'Villa_Holidays', 'Solo_Holidays', 'All_Inclusive_Holidays', 'Multicentre_Holidays'],
    pairsWith: 'Singapore',
    nightlyRate: 3800,
    popularity: 3,
    scene: { landscape: 'karst', landmark: 'pagoda', time: 'sunset' },
  },
  {
    name: 'Vietnam',
    continent: 'Asia',
    intro:
      'Cruise among the limestone karsts of Ha Long Bay, wander lantern-lit Hoi An and taste pho in the buzzing streets of Hanoi. Vietnam is beautiful, great value and still full of discoveries.',
    further:
      'A north-to-south journey takes in the French quarter of Hanoi, an overnight junk cruise in Ha Long Bay, the imperial citadel of Hue and the tailors and beaches of Hoi An. In the south, Ho Chi Minh City buzzes with motorbikes and rooftop bars, and the Mekong Delta\'s floating markets are a world of their own. Sun-soaked Phu Quoc island is the perfect place to end the trip.',
    cities: ['Hanoi', 'Ha Long Bay', 'Hoi An', 'Da Nang', 'Ho Chi Minh City', 'Phu Quoc'],
    highlights: [
      'Ha Long Bay: an overnight junk cruise through Ha Long Bay',
      'Hoi An: the lantern-lit old town of Hoi An',
      'Da Nang: the Golden Bridge in the Ba Na Hills',
      'Ho Chi Minh City: the floating markets of the Mekong Delta',
      'Hanoi: a street-food tour of Hanoi\'s Old Quarter',
    ],
    holidayTypes: ['Escorted_Tours', 'Multicentre_Holidays', 'Beach_Holidays', 'Honeymoons', 'Solo_Holidays', 'Escorted_Groups_Tours'],
    pairsWith: 'Thailand',
    nightlyRate: 3200,
    popularity: 3,
    scene: { landscape: 'karst', landmark: 'sailboat', time: 'morning' },
  },
  {
    name: 'Bhutan',
    continent: 'Asia',
    intro:
      'The last Himalayan kingdom measures success in happiness, and you will feel why the moment you land in Paro. Prayer flags flutter over mountain passes and fortress-monasteries guard green valleys.',
    further:
      'Bhutan welcomes visitors in small numbers, which keeps its valleys pristine and its traditions alive. The hike to Tiger\'s Nest monastery, clinging to a cliff above Paro, is the highlight of any trip. Thimphu has weekend markets and the giant Buddha Dordenma, and the road over Dochula Pass reveals 108 stupas against a backdrop of snow peaks. Indian travellers need no visa, just a permit we arrange for you.',
    cities: ['Paro', 'Thimphu', 'Punakha', 'Bumthang'],
    highlights: [
      'Paro: the hike to Tiger\'s Nest monastery',
      'the 108 chortens of Dochula Pass',
      'Punakha: the riverside Punakha Dzong',
      'Thimphu: the Buddha Dordenma overlooking Thimphu',
    ],
    holidayTypes: ['Escorted_Tours', 'Solo_Holidays', 'Honeymoons', 'Short_Breaks'],
    nightlyRate: 6500,
    popularity: 1,
    scene: { landscape: 'alps', landmark: 'stupa', time: 'morning' },
  },
  {
    name: 'Japan',
    continent: 'Asia',
    intro:
      'Japan is where neon-lit Tokyo meets the quiet temples of Kyoto and the snow-capped cone of Mount Fuji. Ride the bullet train, soak in a hot spring and eat the best sushi of your life.',
    further:
      'Spring brings cherry blossom to every park, autumn turns Kyoto\'s maples crimson, and winter means powder snow in Hokkaido. A Japan Rail Pass makes it easy to link Tokyo, Hakone, Kyoto, Nara and Osaka, with a night in a traditional ryokan along the way. The country is famously safe and punctual, and vegetarian-friendly restaurants are now easy to find.',
    cities: ['Tokyo', 'Kyoto', 'Osaka', 'Hakone', 'Nara', 'Hiroshima'],
    highlights: [
      'a bullet-train ride past Mount Fuji',
      'Kyoto: the thousand red gates of Fushimi Inari',
      'Hakone: a night in a hot-spring ryokan in Hakone',
      'Kyoto: the bamboo grove of Arashiyama',
      'Tokyo: the Shibuya crossing by night',
    ],
    holidayTypes: ['Rail_Holidays', 'Escorted_Tours', 'F1_Packages', 'Family_Holidays', 'Honeymoons', 'Business_Class_Holidays', 'Solo_Holidays'],
    nightlyRate: 11000,
    popularity: 2,
    scene: { landscape: 'mountains', landmark: 'pagoda', time: 'dawn' },
  },
  {
    name: 'Nepal',
    continent: 'Asia',
    intro:
      'Home to eight of the world\'s ten highest peaks, Nepal is a land of prayer wheels, rhododendron forests and warm mountain hospitality. Fly past Everest or watch the sun rise over the Annapurnas from Pokhara.',
    further:
      'Kathmandu\'s medieval squares, Boudhanath stupa and the temples of Bhaktapur make a fascinating start. Pokhara sits beside a mirror-calm lake beneath Machapuchare, perfect for paragliding and gentle treks, while Chitwan National Park offers rhinos and tigers in the lowland jungle. No visa or passport is needed for Indian citizens, and flights from Delhi take barely ninety minutes.',
    cities: ['Kathmandu', 'Pokhara', 'Chitwan', 'Nagarkot', 'Bhaktapur'],
    highlights: [
      'Kathmandu: a mountain flight past Mount Everest',
      'Pokhara: sunrise over the Annapurnas from Sarangkot',
      'Kathmandu: the great stupa of Boudhanath',
      'Chitwan: a jungle safari in Chitwan National Park',
    ],
    holidayTypes: ['Escorted_Groups_Tours', 'Solo_Holidays', 'Safari', 'Short_Breaks', 'Family_Holidays'],
    nightlyRate: 3000,
    popularity: 1,
    scene: { landscape: 'alps', landmark: 'stupa', time: 'dawn' },
  },
  // ── Africa ──────────────────────────────────────────────────────────────────────────
  {
    name: 'Egypt',
    continent: 'Africa',
    intro:
      'Stand before the Pyramids of Giza, sail the Nile past temples older than memory and dive the coral reefs of the Red Sea. Egypt is history on an epic scale.',
    further:
      'Cairo\'s Grand Egyptian Museum now displays the treasures of Tutankhamun, and the pyramids are a short drive away. A four-night Nile cruise between Luxor and Aswan visits Karnak, the Valley of the Kings and Edfu, with an optional dawn flight to Abu Simbel. Finish on the Red Sea at Hurghada or Sharm El Sheikh, where the snorkelling starts a few steps from the beach.',
    cities: ['Cairo', 'Giza', 'Luxor', 'Aswan', 'Hurghada', 'Sharm El Sheikh'],
    highlights: [
      'Giza: the Pyramids and Sphinx of Giza',
      'Luxor: a Nile cruise between Luxor and Aswan',
      'Luxor: the tombs of the Valley of the Kings',
      'Aswan: the temples of Abu Simbel',
      'Hurghada: snorkelling the Red Sea reefs',
    ],
    holidayTypes: ['Escorted_Groups_Tours', 'Escorted_Tours', 'Family_Holidays', 'Beach_Holidays', 'All_Inclusive_Holidays'],
    nightlyRate: 5000,
    popularity: 2,
    scene: { landscape: 'desert', landmark: 'pyramids', time: 'golden' },
  },
  {
    name: 'Kenya',
    continent: 'Africa',
    intro:
      'Kenya is the home of the safari: lions on the golden plains of the Masai Mara, elephants beneath Kilimanjaro in Amboseli and flamingos lining the lakes of the Rift Valley. Add a few days on the white-sand Indian Ocean coast and you have the perfect African holiday.',
    further:
      'Between July and October the Great Migration thunders across the Mara River, one of nature\'s greatest shows. Outside those months the resident wildlife is just as rewarding, and lodges are quieter. Combine your safari with the coral beaches of Diani or a night at Nairobi\'s Giraffe Manor, and travel in custom 4x4 vehicles with pop-up roofs for the best views.',
    cities: ['Nairobi', 'Masai Mara', 'Amboseli', 'Lake Nakuru', 'Mombasa', 'Diani Beach'],
    highlights: [
      'Masai Mara: game drives in the Masai Mara',
      'Amboseli: elephants against Kilimanjaro in Amboseli',
      'Masai Mara: a hot-air balloon flight over the Mara at dawn',
      'Masai Mara: a visit to a Maasai village',
      'Lake Nakuru: the flamingos of Lake Nakuru',
    ],
    holidayTypes: ['Safari', 'Family_Holidays', 'Honeymoons', 'Escorted_Groups_Tours', 'Ultra_Luxury_Holidays', 'Beach_Holidays'],
    nightlyRate: 9000,
    popularity: 2,
    scene: { landscape: 'savanna', landmark: 'acacia', time: 'sunset' },
  },
  {
    name: 'Morocco',
    continent: 'Africa',
    intro:
      'Lose yourself in the souks of Marrakech, sleep under Saharan stars and wander the blue lanes of Chefchaouen. Morocco is a feast of colour, spice and craftsmanship.',
    further:
      'Marrakech\'s Jemaa el-Fnaa square comes alive at dusk with storytellers and food stalls, and riads hide tranquil courtyards behind plain walls. Cross the High Atlas to the kasbah of Ait Benhaddou and the dunes of Merzouga for a camel ride and a night in a desert camp. Fes has the world\'s largest car-free medina, and the Atlantic breezes of Essaouira make a relaxing finale.',
    cities: ['Marrakech', 'Fes', 'Chefchaouen', 'Merzouga', 'Essaouira', 'Casablanca'],
    highlights: [
      'Marrakech: dusk in Jemaa el-Fnaa square',
      'Merzouga: a camel ride into the Merzouga dunes',
      'the kasbah of Ait Benhaddou',
      'Chefchaouen: the blue-washed lanes of Chefchaouen',
      'Fes: the tanneries of the Fes medina',
    ],
    holidayTypes: ['Escorted_Tours', 'Escorted_Groups_Tours', 'Solo_Holidays', 'Short_Breaks', 'Golf_Holidays', 'Adults_Only_Holidays'],
    nightlyRate: 5500,
    popularity: 1,
    scene: { landscape: 'desert', landmark: 'kasbah', time: 'sunset' },
  },
  {
    name: 'South Africa',
    continent: 'Africa',
    route: 'SouthAfrica',
    intro:
      'Table Mountain above Cape Town, the vineyards of Stellenbosch and Big Five game drives in Kruger: South Africa is a whole continent\'s worth of holidays in one country. Add the beaches of Durban and the Garden Route, and every day brings something new.',
    further:
      'Ride the cable car up Table Mountain, meet the penguins at Boulders Beach and drive the Cape Peninsula to the Cape of Good Hope. The Garden Route winds past lagoons and forests to Knysna and Plettenberg Bay, while private reserves next to Kruger National Park offer close encounters with leopard and rhino. The rand is kind to Indian wallets, and the food and wine are superb.',
    cities: ['Cape Town', 'Johannesburg', 'Kruger National Park', 'Stellenbosch', 'Knysna', 'Durban'],
    highlights: [
      'Cape Town: the cable car up Table Mountain',
      'Kruger National Park: Big Five game drives near Kruger',
      'Cape Town: the penguins of Boulders Beach',
      'Stellenbosch: a wine tasting in Stellenbosch',
      'Knysna: a drive along the Garden Route',
    ],
    holidayTypes: ['Safari', 'Family_Holidays', 'Golf_Holidays', 'Honeymoons', 'Multicentre_Holidays', 'Rail_Holidays', 'Escorted_Groups_Tours'],
    pairsWith: 'Tanzania',
    nightlyRate: 7000,
    popularity: 2,
    scene: { landscape: 'savanna', landmark: 'acacia', time: 'golden' },
  },
  {
    name: 'Tanzania',
    continent: 'Africa',
    intro:
      'From the endless plains of the Serengeti to the wildlife-filled Ngorongoro Crater and the spice-scented beaches of Zanzibar, Tanzania is safari and seaside at its finest. Climbers can add Kilimanjaro, Africa\'s highest peak, to the adventure.',
    further:
      'The Serengeti hosts the Great Migration for most of the year, with calving season on the southern plains in February. Ngorongoro Crater is a natural amphitheatre teeming with lions, rhinos and flamingos, and Tarangire is famous for its elephants and baobabs. End with a few days on Zanzibar, exploring Stone Town\'s carved doors and swimming in the warm, turquoise Indian Ocean.',
    cities: ['Arusha', 'Serengeti', 'Ngorongoro', 'Tarangire', 'Zanzibar', 'Stone Town'],
    highlights: [
      'Serengeti: game drives on the Serengeti plains',
      'Ngorongoro: a descent into the Ngorongoro Crater',
      'Tarangire: the baobabs and elephants of Tarangire',
      'Zanzibar: a spice tour on Zanzibar',
      'Stone Town: sunset on a dhow off Stone Town',
    ],
    holidayTypes: ['Safari', 'Honeymoons', 'Beach_Holidays', 'Ultra_Luxury_Holidays', 'Multicentre_Holidays'],
    pairsWith: 'Kenya',
    nightlyRate: 9500,
    popularity: 1,
    scene: { landscape: 'savanna', landmark: 'acacia', time: 'dawn' },
  },
  {
    name: 'Tunisia',
    continent: 'Africa',
    intro:
      'Whitewashed Sidi Bou Said, the Roman amphitheatre of El Jem and golden beaches on the Mediterranean: Tunisia is North Africa\'s relaxed, great-value secret. Winters are mild, summers are long and the welcome is warm all year.',
    further:
      'Tunis blends a lively medina with the ruins of ancient Carthage, and the blue-and-white cliff village of Sidi Bou Said is made for afternoon mint tea. Head south for the Star Wars sets and troglodyte homes of Matmata and the salt lakes of the Sahara, or stay on the coast at Hammamet and Djerba for all-inclusive resorts with long sandy beaches and thalassotherapy spas.',
    cities: ['Tunis', 'Sidi Bou Said', 'Hammamet', 'Sousse', 'Djerba', 'Tozeur'],
    highlights: [
      'Tunis: the ruins of ancient Carthage',
      'Sidi Bou Said: mint tea in Sidi Bou Said',
      'Sousse: the Roman amphitheatre of El Jem',
      'Tozeur: a 4x4 trip into the Sahara from Tozeur',
    ],
    holidayTypes: ['All_Inclusive_Holidays', 'Beach_Holidays', 'Escorted_Tours', 'Golf_Holidays', 'Family_Holidays'],
    nightlyRate: 4500,
    popularity: 1,
    scene: { landscape: 'sea', landmark: 'kasbah', time: 'golden' },
  },
  // ── Europe ──────────────────────────────────────────────────────────────────────────
  {
    name: 'Turkey',
    continent: 'Europe',
    intro:
      'Where Europe meets Asia, Turkey offers the domes and bazaars of Istanbul, the fairy chimneys of Cappadocia and a turquoise coast lined with ancient ruins. It is one of the best-value holidays in Europe.',
    further:
      'In Istanbul, visit the Blue Mosque and Hagia Sophia, haggle in the Grand Bazaar and cruise the Bosphorus at sunset. Fly to Cappadocia for a dawn hot-air balloon ride over cave churches and rock valleys, then relax on the Aegean and Mediterranean coasts at Antalya, Bodrum or Kusadasi, close to the great city of Ephesus. Turkish hospitality, and Turkish breakfasts, are legendary.',
    cities: ['Istanbul', 'Cappadocia', 'Antalya', 'Bodrum', 'Kusadasi', 'Pamukkale'],
    highlights: [
      'Cappadocia: a hot-air balloon flight over Cappadocia',
      'Istanbul: a sunset cruise on the Bosphorus',
      'Istanbul: the Blue Mosque and Hagia Sophia',
      'Kusadasi: the ancient city of Ephesus',
      'Pamukkale: the white travertine terraces of Pamukkale',
    ],
    holidayTypes: ['Honeymoons', 'Escorted_Groups_Tours', 'All_Inclusive_Holidays', 'Golf_Holidays', 'Family_Holidays', 'Beach_Holidays', 'Short_Breaks', 'Solo_Holidays'],
    nightlyRate: 5000,
    popularity: 3,
    scene: { landscape: 'sea', landmark: 'mosque', time: 'sunset' },
  },
  {
    name: 'Spain',
    continent: 'Europe',
    intro:
      'Flamenco in Seville, Gaudí\'s masterpieces in Barcelona and tapas late into the night: Spain lives life to the full, and invites you to join in. Sunny beaches, green mountains and island hideaways are never far away.',
    further:
      'Barcelona pairs the Sagrada Familia and Park Güell with a city beach, Madrid has three of Europe\'s great art museums, and Andalucía offers the Alhambra in Granada and the whitewashed villages of the hills. Island lovers can choose Mallorca\'s coves, Ibiza\'s sunsets or the volcanic Canaries, and golfers will find some of Europe\'s finest courses on the Costa del Sol.',
    cities: ['Barcelona', 'Madrid', 'Seville', 'Granada', 'Malaga', 'Palma de Mallorca'],
    highlights: [
      'Barcelona: the Sagrada Familia in Barcelona',
      'Granada: the Alhambra palace in Granada',
      'Seville: a flamenco evening in Seville',
      'Madrid: a tapas crawl in Madrid',
      'Palma de Mallorca: the coves of Mallorca',
    ],
    holidayTypes: ['Beach_Holidays', 'Golf_Holidays', 'F1_Packages', 'Villa_Holidays', 'Short_Breaks', 'Family_Holidays', 'Multicentre_Holidays'],
    pairsWith: 'Portugal',
    nightlyRate: 8000,
    popularity: 2,
    scene: { landscape: 'hills', landmark: 'windmill', time: 'golden' },
  },
  {
    name: 'Portugal',
    continent: 'Europe',
    intro:
      'Rattle through Lisbon on a yellow tram, taste port in the cellars of Porto and watch surfers on the golden cliffs of the Algarve. Portugal is warm, welcoming and wonderfully unhurried.',
    further:
      'Lisbon\'s hilltop viewpoints, custard tarts and fado bars are best explored on foot, with a day trip to the fairy-tale palaces of Sintra. The Douro Valley\'s terraced vineyards are beautiful at harvest time, and the Algarve\'s sea caves and clifftop golf courses draw visitors all year. Madeira and the Azores add flower-filled islands in the Atlantic.',
    cities: ['Lisbon', 'Porto', 'Sintra', 'Lagos', 'Faro', 'Funchal'],
    highlights: [
      'Lisbon: a ride on Lisbon\'s Tram 28',
      'Sintra: the palaces of Sintra',
      'Porto: a port tasting in Vila Nova de Gaia',
      'Lagos: a boat trip into the Benagil sea cave',
    ],
    holidayTypes: ['Golf_Holidays', 'Villa_Holidays', 'Beach_Holidays', 'Short_Breaks', 'Rail_Holidays'],
    nightlyRate: 7500,
    popularity: 1,
    scene: { landscape: 'sea', landmark: 'lighthouse', time: 'golden' },
  },
  {
    name: 'Greece',
    continent: 'Europe',
    intro:
      'Whitewashed villages tumble down to a sapphire sea, ancient temples crown the hilltops and every taverna serves the catch of the day. Greece is the Mediterranean at its most beautiful.',
    further:
      'Start in Athens at the Acropolis and the Plaka, then take the ferry to the islands: Santorini for its caldera sunsets and cave hotels, Mykonos for windmills and beach clubs, Crete for gorges and Minoan palaces, and Corfu or Rhodes for long family-friendly beaches. Island-hopping is easy between May and October, and we book the fast ferries so the connections are seamless.',
    cities: ['Athens', 'Santorini', 'Mykonos', 'Crete', 'Rhodes', 'Corfu'],
    highlights: [
      'Athens: the Acropolis and Parthenon at opening time',
      'Santorini: sunset over the Santorini caldera in Oia',
      'Santorini: a catamaran cruise to the volcanic hot springs',
      'Mykonos: the windmills of Mykonos',
      'Crete: the Palace of Knossos on Crete',
    ],
    holidayTypes: ['Honeymoons', 'Villa_Holidays', 'Beach_Holidays', 'Multicentre_Holidays', 'Adults_Only_Holidays', 'Family_Holidays', 'Ultra_Luxury_Holidays'],
    pairsWith: 'Cyprus',
    nightlyRate: 8500,
    popularity: 2,
    scene: { landscape: 'sea', landmark: 'chapel', time: 'sunset' },
  },
  {
    name: 'Cyprus',
    continent: 'Europe',
    intro:
      'The island where Aphrodite rose from the waves enjoys 320 days of sunshine a year, with Blue Flag beaches, mountain villages and Roman mosaics. Cyprus is relaxed, sunny and easy to love.',
    further:
      'Paphos is a UNESCO-listed town of mosaics and harbourside tavernas, Limassol has a lively marina and wine villages nearby, and Ayia Napa\'s beaches are some of the clearest in the Mediterranean. Drive up into the Troodos Mountains for painted Byzantine churches and cool pine forests, and finish the day with a mezze that seems to never end.',
    cities: ['Paphos', 'Limassol', 'Larnaca', 'Ayia Napa', 'Nicosia', 'Troodos'],
    highlights: [
      'Paphos: the Roman mosaics of Paphos',
      'Paphos: Aphrodite\'s Rock at sunset',
      'Troodos: the painted churches of the Troodos Mountains',
      'Ayia Napa: a sea safari along the Cape Greco coast',
    ],
    holidayTypes: ['Beach_Holidays', 'All_Inclusive_Holidays', 'Golf_Holidays', 'Villa_Holidays', 'Family_Holidays', 'Adults_Only_Holidays'],
    nightlyRate: 7000,
    popularity: 1,
    scene: { landscape: 'sea', landmark: 'greekTemple', time: 'golden' },
  },
  {
    name: 'France',
    continent: 'Europe',
    intro:
      'Paris needs no introduction, yet France is so much more: lavender fields in Provence, châteaux along the Loire and the glamour of the Côte d\'Azur. Every region has its own cuisine and its own charm.',
    further:
      'See the Eiffel Tower sparkle on the hour, spend a morning at the Louvre and a day at Disneyland Paris. Beyond the capital, the TGV whisks you to Nice and Cannes on the Riviera, to the vineyards of Bordeaux, or to Chamonix beneath Mont Blanc. Summer is festival season, while December brings Christmas markets to Strasbourg and Colmar.',
    cities: ['Paris', 'Nice', 'Lyon', 'Avignon', 'Chamonix', 'Strasbourg'],
    highlights: [
      'Paris: the Eiffel Tower summit at dusk',
      'Paris: a Seine river cruise',
      'Paris: a full day at Disneyland Paris',
      'Avignon: the lavender fields of Provence',
      'Nice: the Promenade des Anglais in Nice',
    ],
    holidayTypes: ['Honeymoons', 'Family_Holidays', 'Christmas_Holidays', 'Rail_Holidays', 'Short_Breaks', 'Business_Class_Holidays', 'Multicentre_Holidays', 'Escorted_Groups_Tours'],
    pairsWith: 'Switzerland',
    nightlyRate: 11000,
    popularity: 2,
    scene: { landscape: 'city', landmark: 'eiffel', time: 'dusk' },
  },
  {
    name: 'Switzerland',
    continent: 'Europe',
    intro:
      'Snow-capped peaks, glacier-blue lakes and trains that run to the second: Switzerland is the Europe of our dreams, and of a hundred Bollywood songs. Every view looks like a postcard, and every journey is part of the holiday.',
    further:
      'Ride the cogwheel train to Jungfraujoch, the Top of Europe, and the Glacier Express across bridges and through spiral tunnels. Lucerne\'s Chapel Bridge and Mount Titlis, Interlaken\'s adventure sports and the Matterhorn above car-free Zermatt are all linked by the Swiss Travel Pass, included in our packages. Winter brings skiing and Christmas markets; summer brings wildflowers and boat cruises.',
    cities: ['Zurich', 'Lucerne', 'Interlaken', 'Zermatt', 'Geneva', 'St. Moritz'],
    highlights: [
      'Interlaken: the train to Jungfraujoch, the Top of Europe',
      'Lucerne: the revolving cable car up Mount Titlis',
      'a ride on the Glacier Express',
      'Zermatt: the Matterhorn from Zermatt',
      'Lucerne: a cruise on Lake Lucerne',
    ],
    holidayTypes: ['Rail_Holidays', 'Honeymoons', 'Family_Holidays', 'Christmas_Holidays', 'Escorted_Groups_Tours', 'Ultra_Luxury_Holidays', 'Business_Class_Holidays'],
    nightlyRate: 14000,
    popularity: 2,
    scene: { landscape: 'alps', landmark: 'train', time: 'morning' },
  },
  {
    name: 'United Kingdom',
    continent: 'Europe',
    route: 'UnitedKingdom',
    intro:
      'Royal London, the lochs and castles of Scotland and the chocolate-box villages of the Cotswolds: the United Kingdom is rich in history and surprisingly varied. It is also home to the Grand Prix at Silverstone and some of the world\'s finest golf.',
    further:
      'Watch the Changing of the Guard, ride the London Eye and see a West End musical, then take the train to Edinburgh for its castle and the Royal Mile. The Scottish Highlands offer Loch Ness and the Jacobite steam train, while the Lake District, Bath and Stratford-upon-Avon are perfect for a slower pace. Silverstone hosts the British Grand Prix every July.',
    cities: ['London', 'Edinburgh', 'Bath', 'Inverness', 'Fort William', 'Windermere'],
    highlights: [
      'London: a West End musical in London',
      'Edinburgh: Edinburgh Castle and the Royal Mile',
      'Fort William: a ride on the Jacobite steam train',
      'Bath: Stonehenge and the Roman Baths',
      'Inverness: a cruise on Loch Ness',
    ],
    holidayTypes: ['Short_Breaks', 'Rail_Holidays', 'F1_Packages', 'Christmas_Holidays', 'Family_Holidays', 'Golf_Holidays', 'Escorted_Tours'],
    nightlyRate: 12000,
    popularity: 2,
    scene: { landscape: 'city', landmark: 'bigBen', time: 'dusk' },
  },
  {
    name: 'Austria',
    continent: 'Europe',
    intro:
      'Waltzes in Vienna, Mozart in Salzburg and alpine lakes framed by mountains: Austria is elegant, musical and blissfully scenic. It is a joy in every season, from summer hikes to snowy Christmas markets.',
    further:
      'Vienna\'s coffee houses, Schönbrunn Palace and the Vienna State Opera are the grand start, followed by baroque Salzburg and the Sound of Music locations in the lake district. Hallstatt\'s lakeside village is one of the most photographed in the world, and Innsbruck is the gateway to the Tyrolean Alps. In December, Austria\'s Christmas markets are among the most magical in Europe.',
    cities: ['Vienna', 'Salzburg', 'Innsbruck', 'Hallstatt', 'Zell am See', 'Graz'],
    highlights: [
      'Vienna: Schönbrunn Palace in Vienna',
      'Salzburg: a Sound of Music tour in Salzburg',
      'Hallstatt: the lakeside village of Hallstatt',
      'Vienna: the Christmas market in front of Vienna City Hall',
      'Graz: the Red Bull Ring in Spielberg',
    ],
    holidayTypes: ['Christmas_Holidays', 'Rail_Holidays', 'F1_Packages', 'Honeymoons', 'Short_Breaks', 'Family_Holidays'],
    nightlyRate: 10000,
    popularity: 1,
    scene: { landscape: 'alps', landmark: 'chalet', time: 'morning' },
  },
  {
    name: 'Norway',
    continent: 'Europe',
    intro:
      'Sail between sheer-sided fjords, chase the Northern Lights above the Arctic Circle and ride one of the world\'s steepest railways. Norway is nature at its most dramatic.',
    further:
      'The Norway in a Nutshell journey links Oslo and Bergen by train, boat and bus through the Flåm Valley and the Nærøyfjord. From September to March, Tromsø is one of the best places on earth to see the aurora, with husky sledding and whale watching by day. In summer the midnight sun means endless days for hiking to Preikestolen and cruising the Geirangerfjord.',
    cities: ['Oslo', 'Bergen', 'Flam', 'Tromso', 'Geiranger', 'Stavanger'],
    highlights: [
      'Flam: the Flåm Railway',
      'Flam: a cruise on the Nærøyfjord',
      'Tromso: a Northern Lights chase from Tromsø',
      'Tromso: husky sledding in the Arctic',
      'Stavanger: the hike to Preikestolen',
    ],
    holidayTypes: ['Rail_Holidays', 'Christmas_Holidays', 'Honeymoons', 'Escorted_Groups_Tours', 'Solo_Holidays'],
    nightlyRate: 14000,
    popularity: 1,
    scene: { landscape: 'mountains', landmark: 'sailboat', time: 'night' },
  },
  {
    name: 'Croatia',
    continent: 'Europe',
    intro:
      'Walk the walls of Dubrovnik, swim in the waterfalls of Krka and sail between a thousand islands on the Adriatic. Croatia\'s coast is as beautiful as any in Europe.',
    further:
      'Dubrovnik\'s old town is a marble-paved wonder, and Split grew up inside a Roman emperor\'s palace. The lakes and boardwalks of Plitvice are unforgettable in every season, and islands like Hvar and Brač offer lavender fields, vineyards and quiet coves. Travel between them on fast catamarans, or join a small-ship cruise along the Dalmatian coast.',
    cities: ['Dubrovnik', 'Split', 'Zagreb', 'Hvar', 'Plitvice Lakes', 'Zadar'],
    highlights: [
      'Dubrovnik: a walk on the city walls of Dubrovnik',
      'Plitvice Lakes: the lakes and waterfalls of Plitvice',
      'Split: Diocletian\'s Palace in Split',
      'Hvar: a catamaran to the island of Hvar',
    ],
    holidayTypes: ['Villa_Holidays', 'Beach_Holidays', 'Honeymoons', 'Multicentre_Holidays', 'Adults_Only_Holidays'],
    pairsWith: 'Italy',
    nightlyRate: 8500,
    popularity: 1,
    scene: { landscape: 'sea', landmark: 'castle', time: 'golden' },
  },
  {
    name: 'Italy',
    continent: 'Europe',
    intro:
      'The Colosseum, the canals of Venice and the rolling hills of Tuscany: Italy is art, history and the best food in the world, served with a smile. Every region has its own dishes, and every town seems to have a masterpiece.',
    further:
      'Rome\'s ancient forum and the Vatican Museums, Florence\'s Uffizi and Duomo, and the gondolas of Venice make the classic first trip, linked by high-speed trains. Return for the cliffside villages of the Amalfi Coast and Cinque Terre, the lakes of Como and Garda, or the sunny south of Sicily. Monza hosts the Italian Grand Prix each September.',
    cities: ['Rome', 'Florence', 'Venice', 'Milan', 'Amalfi', 'Lake Como'],
    highlights: [
      'Rome: skip-the-line entry to the Colosseum',
      'Venice: a gondola ride in Venice',
      'Florence: the Uffizi Gallery in Florence',
      'Amalfi: a drive along the Amalfi Coast',
      'Rome: the Vatican Museums and Sistine Chapel',
    ],
    holidayTypes: ['Honeymoons', 'Rail_Holidays', 'F1_Packages', 'Villa_Holidays', 'Escorted_Groups_Tours', 'Family_Holidays', 'Multicentre_Holidays', 'Ultra_Luxury_Holidays'],
    pairsWith: 'Switzerland',
    nightlyRate: 10500,
    popularity: 2,
    scene: { landscape: 'city', landmark: 'colosseum', time: 'golden' },
  },
  {
    name: 'Hungary',
    continent: 'Europe',
    intro:
      'Budapest is two cities in one: hilly Buda with its castle and Fisherman\'s Bastion, and lively Pest with its grand boulevards and ruin bars. Soak in thermal baths and cruise the Danube by night.',
    further:
      'The neo-Gothic Parliament is at its most spectacular lit up from a river cruise, and the Széchenyi baths are a year-round treat. Beyond the capital, Lake Balaton is Hungary\'s summer playground, and the wine region of Tokaj produces one of the world\'s great dessert wines. Budapest\'s Christmas markets are some of the friendliest and best value in Europe.',
    cities: ['Budapest', 'Eger', 'Lake Balaton', 'Szentendre'],
    highlights: [
      'Budapest: a Danube cruise past the lit-up Parliament',
      'Budapest: an afternoon in the Széchenyi thermal baths',
      'Budapest: the view from Fisherman\'s Bastion',
      'Budapest: the Christmas market in Vörösmarty Square',
    ],
    holidayTypes: ['Short_Breaks', 'Christmas_Holidays', 'Multicentre_Holidays', 'Solo_Holidays'],
    pairsWith: 'Austria',
    nightlyRate: 6500,
    popularity: 1,
    scene: { landscape: 'lake', landmark: 'castle', time: 'night' },
  },
  {
    name: 'Czech Republic',
    continent: 'Europe',
    intro:
      'Prague\'s hundred spires, cobbled lanes and the Charles Bridge at dawn make it one of Europe\'s most romantic cities. Beyond it lie spa towns and fairy-tale castles.',
    further:
      'Climb to Prague Castle, watch the Astronomical Clock strike the hour in the Old Town Square and cross the Charles Bridge before the crowds arrive. Day trips reach the elegant spa town of Karlovy Vary and the riverside castle of Český Krumlov, a UNESCO treasure. Czech cuisine is hearty, the beer is legendary and the Christmas markets are pure magic.',
    cities: ['Prague', 'Cesky Krumlov', 'Karlovy Vary', 'Brno'],
    highlights: [
      'Prague: Prague Castle and St. Vitus Cathedral',
      'Prague: the Charles Bridge at dawn',
      'Prague: the Astronomical Clock in Old Town Square',
      'Cesky Krumlov: a day trip to Český Krumlov',
    ],
    holidayTypes: ['Short_Breaks', 'Christmas_Holidays', 'Multicentre_Holidays', 'Escorted_Tours'],
    pairsWith: 'Austria',
    nightlyRate: 6500,
    popularity: 1,
    scene: { landscape: 'city', landmark: 'castle', time: 'dusk' },
  },
  {
    name: 'Netherlands',
    continent: 'Europe',
    intro:
      'Cycle past tulip fields and windmills, drift along Amsterdam\'s canals and stand before Rembrandt and Van Gogh. The Netherlands is compact, friendly and full of colour.',
    further:
      'Spring is tulip season, when Keukenhof gardens bloom with seven million bulbs. Amsterdam\'s canal ring, the Rijksmuseum and the Anne Frank House fill a rewarding few days, and it is only a short trip to the windmills of Zaanse Schans, the cheese market of Alkmaar and the modern architecture of Rotterdam. Trains are fast, and bicycles are everywhere.',
    cities: ['Amsterdam', 'Rotterdam', 'The Hague', 'Utrecht', 'Lisse'],
    highlights: [
      'Lisse: the tulip gardens of Keukenhof',
      'Amsterdam: a canal cruise in Amsterdam',
      'the windmills of Zaanse Schans',
      'Amsterdam: the Van Gogh Museum',
    ],
    holidayTypes: ['Short_Breaks', 'Family_Holidays', 'Multicentre_Holidays', 'Rail_Holidays'],
    pairsWith: 'Belgium',
    nightlyRate: 10000,
    popularity: 1,
    scene: { landscape: 'hills', landmark: 'windmill', time: 'morning' },
  },
  {
    name: 'Denmark',
    continent: 'Europe',
    intro:
      'Copenhagen is colourful harbour houses, design shops and some of the world\'s best restaurants, with the original Tivoli Gardens at its heart. Denmark is the home of hygge, and it shows.',
    further:
      'Stroll along Nyhavn, see the Little Mermaid and ride the vintage rides of Tivoli, which turns into a winter wonderland at Christmas. Day trips reach Hamlet\'s castle at Helsingør and the art museum of Louisiana by the sea, and families love the original LEGOLAND in Billund. Copenhagen is also the perfect start to a Scandinavian journey by train.',
    cities: ['Copenhagen', 'Aarhus', 'Odense', 'Billund', 'Helsingor'],
    highlights: [
      'Copenhagen: the Tivoli Gardens by night',
      'Copenhagen: a canal tour past Nyhavn',
      'Helsingor: Kronborg Castle in Helsingør',
      'Billund: a family day at LEGOLAND Billund',
    ],
    holidayTypes: ['Short_Breaks', 'Christmas_Holidays', 'Family_Holidays', 'Multicentre_Holidays'],
    pairsWith: 'Sweden',
    nightlyRate: 12500,
    popularity: 1,
    scene: { landscape: 'sea', landmark: 'sailboat', time: 'dusk' },
  },
  {
    name: 'Germany',
    continent: 'Europe',
    intro:
      'Fairy-tale castles, the Rhine valley\'s vineyards and vibrant Berlin: Germany combines history, culture and the most famous Christmas markets in the world. Trains are fast and punctual, so it is easy to see a lot in a week.',
    further:
      'Neuschwanstein Castle in Bavaria inspired Disney, Munich is the home of Oktoberfest and beer gardens, and the Black Forest is all cuckoo clocks and cake. Berlin\'s museums and memorials tell the story of the twentieth century, and a Rhine cruise passes castle after castle between vine-covered hills. In December, the markets of Nuremberg, Dresden and Cologne glow with lights.',
    cities: ['Berlin', 'Munich', 'Nuremberg', 'Cologne', 'Heidelberg', 'Fussen'],
    highlights: [
      'Fussen: Neuschwanstein Castle',
      'Nuremberg: the Christmas market in Nuremberg',
      'Cologne: a Rhine cruise past castles and vineyards',
      'Berlin: the Brandenburg Gate and the Berlin Wall memorial',
    ],
    holidayTypes: ['Christmas_Holidays', 'Rail_Holidays', 'Short_Breaks', 'Escorted_Groups_Tours', 'Family_Holidays'],
    nightlyRate: 9500,
    popularity: 1,
    scene: { landscape: 'mountains', landmark: 'castle', time: 'morning' },
  },
  {
    name: 'Sweden',
    continent: 'Europe',
    intro:
      'Stockholm spreads across fourteen islands, Swedish Lapland glows under the Northern Lights and the archipelago is dotted with red wooden cottages. Sweden is calm, clean and quietly stylish.',
    further:
      'Explore Stockholm\'s Gamla Stan, the Vasa warship museum and ABBA The Museum, then take a boat into the archipelago for a swim and a seafood lunch. In winter, fly north to Kiruna for husky sledding, the famous Icehotel and the aurora dancing overhead. Gothenburg on the west coast is a foodie city with a laid-back harbour.',
    cities: ['Stockholm', 'Gothenburg', 'Kiruna', 'Malmo', 'Abisko'],
    highlights: [
      'Stockholm: the Vasa Museum in Stockholm',
      'Kiruna: a night at the Icehotel in Jukkasjärvi',
      'Abisko: the Northern Lights over Abisko',
      'Stockholm: a boat trip through the Stockholm archipelago',
    ],
    holidayTypes: ['Christmas_Holidays', 'Solo_Holidays', 'Short_Breaks', 'Rail_Holidays'],
    nightlyRate: 12000,
    popularity: 1,
    scene: { landscape: 'lake', landmark: 'sailboat', time: 'night' },
  },
  {
    name: 'Belgium',
    continent: 'Europe',
    intro:
      'Medieval Bruges, the Grand Place of Brussels and chocolate shops on every corner: Belgium is small, delicious and full of beautiful old towns. It sits between Paris and Amsterdam, a short train ride from both.',
    further:
      'Brussels\' Grand Place is one of the finest squares in Europe, and the Atomium and the comic-strip murals add a playful side. Bruges and Ghent are canal cities of gabled houses and belfries, perfect for a boat ride and a waffle. Belgium is an easy stop between Paris and Amsterdam by high-speed train, and the Christmas markets are a delight.',
    cities: ['Brussels', 'Bruges', 'Ghent', 'Antwerp'],
    highlights: [
      'Brussels: the Grand Place in Brussels',
      'Bruges: a canal boat ride in Bruges',
      'a chocolate-making workshop',
      'Bruges: the Belfry of Bruges',
    ],
    holidayTypes: ['Short_Breaks', 'Christmas_Holidays', 'Multicentre_Holidays', 'Rail_Holidays'],
    pairsWith: 'Netherlands',
    nightlyRate: 9000,
    popularity: 1,
    scene: { landscape: 'city', landmark: 'bigBen', time: 'dusk' },
  },
  {
    name: 'Corsica',
    continent: 'Europe',
    intro:
      'The Isle of Beauty rises straight out of the Mediterranean, with granite mountains, citadel towns and beaches as clear as any in the tropics. Corsica is France with an untamed heart.',
    further:
      'Bonifacio perches on white cliffs at the island\'s southern tip, Ajaccio is Napoleon\'s elegant birthplace, and Calvi has a citadel above a long sandy bay. Inland, mountain villages and hiking trails wind through chestnut forests, and the Scandola nature reserve is best seen by boat. Villas with sea views make it a superb choice for families and groups.',
    cities: ['Ajaccio', 'Bastia', 'Bonifacio', 'Calvi', 'Porto-Vecchio'],
    highlights: [
      'Bonifacio: the cliff-top citadel of Bonifacio',
      'Calvi: a boat trip to the Scandola nature reserve',
      'Porto-Vecchio: the beach of Palombaggia',
      'Ajaccio: a drive through the Calanques de Piana',
    ],
    holidayTypes: ['Villa_Holidays', 'Beach_Holidays', 'Adults_Only_Holidays', 'Honeymoons'],
    nightlyRate: 9500,
    popularity: 1,
    scene: { landscape: 'sea', landmark: 'lighthouse', time: 'morning' },
  },
  // ── Middle East ─────────────────────────────────────────────────────────────────────
  {
    name: 'Abu Dhabi',
    continent: 'Middle East',
    route: 'AbuDhabi',
    intro:
      'The UAE\'s capital pairs the white marble of the Sheikh Zayed Grand Mosque with the thrills of Yas Island and the art of the Louvre Abu Dhabi. It is calmer than Dubai, and every bit as impressive.',
    further:
      'Yas Island is a family playground, with Ferrari World\'s record-breaking roller coaster, Warner Bros. World and Yas Waterworld side by side, and the Yas Marina Circuit hosting the season-ending Grand Prix every November. Saadiyat Island adds beautiful beaches and world-class museums, and a desert safari in the Liwa dunes ends with dinner under the stars.',
    cities: ['Abu Dhabi City', 'Yas Island', 'Saadiyat Island', 'Al Ain'],
    highlights: [
      'Abu Dhabi City: the Sheikh Zayed Grand Mosque',
      'Yas Island: Ferrari World on Yas Island',
      'Saadiyat Island: the Louvre Abu Dhabi',
      'a desert safari with dinner under the stars',
      'Abu Dhabi City: the Qasr Al Watan palace',
    ],
    holidayTypes: ['F1_Packages', 'Family_Holidays', 'Short_Breaks', 'Ultra_Luxury_Holidays', 'Business_Class_Holidays', 'Golf_Holidays', 'Beach_Holidays'],
    nightlyRate: 7500,
    popularity: 3,
    scene: { landscape: 'desert', landmark: 'mosque', time: 'golden' },
  },
  {
    name: 'Dubai',
    continent: 'Middle East',
    intro:
      'Dubai does everything bigger: the world\'s tallest building, its largest shopping mall and a skyline that seems to grow every year. Beyond the glamour lie old souks, desert dunes and a warm welcome for Indian travellers.',
    further:
      'Stand on the observation deck of the Burj Khalifa, watch the Dubai Fountain dance and cross the creek by abra to the gold and spice souks of Deira. Families love the water parks and Dubai Parks, couples love the dhow dinner cruises and beach clubs of the Palm Jumeirah, and every visitor should try a dune-bashing desert safari. The Dubai Shopping Festival in winter brings big bargains.',
    cities: ['Downtown Dubai', 'Dubai Marina', 'Palm Jumeirah', 'Deira', 'Jumeirah Beach'],
    highlights: [
      'Downtown Dubai: the At the Top deck of the Burj Khalifa',
      'a dune-bashing desert safari with a barbecue dinner',
      'Dubai Marina: a dhow dinner cruise on Dubai Marina',
      'Deira: the gold and spice souks of Deira',
      'Downtown Dubai: the Museum of the Future',
    ],
    holidayTypes: ['Family_Holidays', 'Short_Breaks', 'Honeymoons', 'Ultra_Luxury_Holidays', 'Business_Class_Holidays', 'Golf_Holidays', 'Beach_Holidays', 'Multicentre_Holidays', 'Solo_Holidays'],
    pairsWith: 'Abu Dhabi',
    nightlyRate: 7000,
    popularity: 3,
    scene: { landscape: 'desert', landmark: 'burjKhalifa', time: 'dusk' },
  },
  {
    name: 'Qatar',
    continent: 'Middle East',
    intro:
      'Doha has grown into a city of striking architecture and serious culture, from the Museum of Islamic Art to the dunes of the Inland Sea. Qatar is a rewarding stopover and a polished short break.',
    further:
      'Wander the alleys of Souq Waqif for spices and falcons, walk the Corniche at sunset and take a traditional dhow across the bay. The National Museum of Qatar, shaped like a desert rose, is a sight in itself. A desert safari reaches Khor Al Adaid, where the dunes meet the sea, and the Lusail circuit hosts a Formula 1 night race.',
    cities: ['Doha', 'Lusail', 'Al Wakrah', 'Al Khor'],
    highlights: [
      'Doha: the Museum of Islamic Art',
      'Doha: an evening in Souq Waqif',
      'a dune safari to the Inland Sea',
      'Doha: the National Museum of Qatar',
    ],
    holidayTypes: ['Short_Breaks', 'F1_Packages', 'Family_Holidays', 'Business_Class_Holidays'],
    nightlyRate: 8000,
    popularity: 1,
    scene: { landscape: 'city', landmark: 'mosque', time: 'dusk' },
  },
  {
    name: 'Ras Al Khaimah',
    continent: 'Middle East',
    route: 'RasAlKhaimah',
    intro:
      'Just an hour from Dubai, Ras Al Khaimah offers beach resorts, red desert dunes and the mighty Jebel Jais mountain. It is the UAE at a gentler pace.',
    further:
      'Ride the world\'s longest zipline from the top of Jebel Jais, explore the ruins of Dhayah Fort and unwind in an all-inclusive resort on Al Marjan Island. Desert camps offer camel rides and falconry displays, and the mangroves are perfect for a morning kayak. Great value and genuinely relaxing, it pairs perfectly with a few days in Dubai.',
    cities: ['Al Marjan Island', 'Ras Al Khaimah City', 'Jebel Jais', 'Al Hamra'],
    highlights: [
      'Jebel Jais: the Jebel Jais zipline',
      'Ras Al Khaimah City: a kayak through the mangroves',
      'a desert camp with falconry',
      'Ras Al Khaimah City: Dhayah Fort at sunset',
    ],
    holidayTypes: ['All_Inclusive_Holidays', 'Beach_Holidays', 'Family_Holidays', 'Golf_Holidays', 'Short_Breaks'],
    nightlyRate: 6000,
    popularity: 1,
    scene: { landscape: 'desert', landmark: 'palms', time: 'sunset' },
  },
  // ── USA & Canada ────────────────────────────────────────────────────────────────────
  {
    name: 'USA',
    continent: 'USA & Canada',
    intro:
      'New York\'s skyline, the bright lights of Las Vegas, the Golden Gate Bridge and the magic of Orlando\'s theme parks: the USA is the ultimate big trip. Every state feels like a different country, and every trip leaves you wanting more.',
    further:
      'A classic East Coast tour links New York, Washington DC and Niagara Falls, while the West Coast pairs San Francisco and Los Angeles with the Grand Canyon and Las Vegas. Families head to Orlando for Walt Disney World and Universal, and road-trippers follow Route 66 or the Pacific Coast Highway. Formula 1 races in Miami, Austin and Las Vegas add to the excitement.',
    cities: ['New York', 'Las Vegas', 'San Francisco', 'Los Angeles', 'Orlando', 'Washington DC'],
    highlights: [
      'New York: the Statue of Liberty and Ellis Island',
      'Las Vegas: a helicopter flight over the Grand Canyon',
      'Orlando: a day at Walt Disney World',
      'San Francisco: a walk across the Golden Gate Bridge',
      'New York: a Broadway show in New York',
    ],
    holidayTypes: ['Family_Holidays', 'F1_Packages', 'Escorted_Groups_Tours', 'Multicentre_Holidays', 'Business_Class_Holidays', 'Short_Breaks', 'Golf_Holidays'],
    pairsWith: 'Canada',
    nightlyRate: 14000,
    popularity: 2,
    scene: { landscape: 'city', landmark: 'liberty', time: 'dusk' },
  },
  {
    name: 'Canada',
    continent: 'USA & Canada',
    intro:
      'Turquoise lakes beneath the Rockies, the thunder of Niagara Falls and cosmopolitan cities with a warm Indian community: Canada is vast, friendly and breathtaking. Summer road trips and winter ski holidays are equally spectacular.',
    further:
      'Banff and Jasper national parks are connected by the Icefields Parkway, one of the world\'s great drives, and the Rocky Mountaineer train glides through the mountains in glass-domed carriages. Toronto\'s CN Tower looks out to Niagara Falls, Vancouver sits between ocean and mountains, and French-speaking Quebec City feels like a slice of Europe. Autumn colours in October are spectacular.',
    cities: ['Toronto', 'Vancouver', 'Banff', 'Jasper', 'Niagara Falls', 'Montreal'],
    highlights: [
      'Niagara Falls: a boat ride to the foot of Niagara Falls',
      'the Rocky Mountaineer train',
      'Banff: Lake Louise and Moraine Lake',
      'Toronto: the view from the CN Tower',
      'Jasper: the Icefields Parkway',
    ],
    holidayTypes: ['Rail_Holidays', 'Family_Holidays', 'F1_Packages', 'Escorted_Groups_Tours', 'Multicentre_Holidays', 'Honeymoons'],
    pairsWith: 'USA',
    nightlyRate: 13000,
    popularity: 2,
    scene: { landscape: 'mountains', landmark: 'cnTower', time: 'morning' },
  },
  // ── Caribbean ───────────────────────────────────────────────────────────────────────
  {
    name: 'Dominican Republic',
    continent: 'Caribbean',
    route: 'DominicanRepublic',
    intro:
      'Palm-fringed Punta Cana, the colonial streets of Santo Domingo and whale watching in Samaná Bay: the Dominican Republic is the Caribbean\'s all-inclusive favourite. Add golf at La Romana or a day in the mountains for a holiday with variety.',
    further:
      'Punta Cana\'s long white beaches are lined with all-inclusive resorts where everything, from cocktails to water sports, is included. Santo Domingo\'s Zona Colonial has the oldest cathedral in the Americas, and Saona Island is a picture-perfect day trip by catamaran. From January to March, humpback whales gather in Samaná Bay to breed.',
    cities: ['Punta Cana', 'Santo Domingo', 'La Romana', 'Puerto Plata', 'Samana'],
    highlights: [
      'La Romana: a catamaran day on Saona Island',
      'Santo Domingo: the Zona Colonial of Santo Domingo',
      'Samana: whale watching in Samaná Bay',
      'Punta Cana: the Hoyo Azul cenote',
    ],
    holidayTypes: ['All_Inclusive_Holidays', 'Beach_Holidays', 'Honeymoons', 'Family_Holidays', 'Golf_Holidays'],
    nightlyRate: 10000,
    popularity: 1,
    scene: { landscape: 'sea', landmark: 'palms', time: 'noon' },
  },
  {
    name: 'Antigua',
    continent: 'Caribbean',
    intro:
      'Antigua boasts 365 beaches, one for every day of the year, fringed by reefs and turquoise water. Sailing, snorkelling and sunset rum punches set the pace.',
    further:
      'English Harbour and Nelson\'s Dockyard are steeped in naval history, and Shirley Heights hosts a famous Sunday sunset party with steel bands. Take a catamaran to Barbuda\'s pink-sand beach, swim with stingrays at Stingray City and dine on fresh lobster in a beach shack. Intimate resorts and adults-only hideaways make Antigua a honeymoon classic.',
    cities: ['St. John\'s', 'English Harbour', 'Dickenson Bay', 'Jolly Harbour'],
    highlights: [
      'English Harbour: the Sunday sunset party at Shirley Heights',
      'English Harbour: Nelson\'s Dockyard in English Harbour',
      'a catamaran to the pink sands of Barbuda',
      'swimming with stingrays',
    ],
    holidayTypes: ['Honeymoons', 'Adults_Only_Holidays', 'All_Inclusive_Holidays', 'Beach_Holidays', 'Ultra_Luxury_Holidays'],
    nightlyRate: 14000,
    popularity: 1,
    scene: { landscape: 'sea', landmark: 'sailboat', time: 'golden' },
  },
  {
    name: 'Bahamas',
    continent: 'Caribbean',
    intro:
      'Seven hundred islands scattered over the clearest water you will ever see, from lively Nassau to the swimming pigs of the Exumas. The Bahamas are pure island joy.',
    further:
      'Nassau and Paradise Island are home to giant resort water parks and the colourful Queen\'s Staircase, while the Out Islands offer pink sand on Harbour Island and the famous swimming pigs of Big Major Cay. Divers love the blue holes of Andros, and island-hopping by small plane or fast ferry is part of the fun.',
    cities: ['Nassau', 'Paradise Island', 'Exuma', 'Harbour Island', 'Grand Bahama'],
    highlights: [
      'Exuma: the swimming pigs of the Exumas',
      'Harbour Island: the pink sand of Harbour Island',
      'Exuma: a snorkel trip over the Exuma cays',
      'Paradise Island: the water park on Paradise Island',
    ],
    holidayTypes: ['Family_Holidays', 'Beach_Holidays', 'Honeymoons', 'Ultra_Luxury_Holidays'],
    nightlyRate: 15000,
    popularity: 1,
    scene: { landscape: 'sea', landmark: 'palms', time: 'morning' },
  },
  {
    name: 'Barbados',
    continent: 'Caribbean',
    intro:
      'Calm west-coast beaches, wild Atlantic surf on the east and the friendliest welcome in the Caribbean. Barbados is also where cricket, rum and fine dining meet.',
    further:
      'The Platinum Coast on the west is lined with elegant hotels and villas, while the south coast is livelier with the Friday fish fry at Oistins. Explore Harrison\'s Cave by tram, tour the oldest rum distillery in the world and catch a Test match at the Kensington Oval. Swim with turtles in Carlisle Bay on a catamaran cruise.',
    cities: ['Bridgetown', 'Holetown', 'Speightstown', 'Oistins', 'Bathsheba'],
    highlights: [
      'Bridgetown: swimming with turtles in Carlisle Bay',
      'Oistins: the Friday fish fry at Oistins',
      'Harrison\'s Cave',
      'Bridgetown: a match at the Kensington Oval',
    ],
    holidayTypes: ['Villa_Holidays', 'Honeymoons', 'Golf_Holidays', 'Beach_Holidays', 'Business_Class_Holidays'],
    nightlyRate: 15000,
    popularity: 1,
    scene: { landscape: 'sea', landmark: 'palms', time: 'sunset' },
  },
  {
    name: 'Bermuda',
    continent: 'Caribbean',
    intro:
      'Pink-sand beaches, pastel cottages and crystal caves: Bermuda is a dash of British charm in the warm Atlantic, just a short flight from New York. Afternoon tea, cricket and turquoise coves make for a very civilised island escape.',
    further:
      'Horseshoe Bay and Elbow Beach are famous for their rosy sand, and the historic town of St. George\'s is a UNESCO site of cobbled lanes and cedar-roofed houses. Explore the Crystal Caves, snorkel around shipwrecks and ride a scooter along the island\'s winding coastal roads. It pairs beautifully with a few days in New York.',
    cities: ['Hamilton', 'St. George\'s', 'Southampton', 'Dockyard'],
    highlights: [
      'Southampton: the pink sand of Horseshoe Bay',
      'the Crystal Caves',
      'St. George\'s: the old town of St. George\'s',
      'snorkelling over historic shipwrecks',
    ],
    holidayTypes: ['Honeymoons', 'Golf_Holidays', 'Beach_Holidays', 'Short_Breaks'],
    nightlyRate: 17000,
    popularity: 1,
    scene: { landscape: 'sea', landmark: 'lighthouse', time: 'golden' },
  },
  {
    name: 'Grenada',
    continent: 'Caribbean',
    intro:
      'The Spice Isle smells of nutmeg and cinnamon, with rainforest waterfalls, uncrowded beaches and an underwater sculpture park. Grenada is the unspoilt Caribbean.',
    further:
      'Grand Anse beach is two miles of soft white sand, and the harbour of St. George\'s is one of the prettiest in the region. Visit a nutmeg processing station and a chocolate estate, hike to the Seven Sisters waterfalls and snorkel the Molinere sculpture park. Sailing trips to Carriacou reveal even quieter islands.',
    cities: ['St. George\'s', 'Grand Anse', 'Carriacou', 'Grenville'],
    highlights: [
      'St. George\'s: the underwater sculpture park at Molinere Bay',
      'Grenville: a nutmeg and chocolate estate tour',
      'the Seven Sisters waterfalls',
      'Grand Anse: Grand Anse beach',
    ],
    holidayTypes: ['Honeymoons', 'Adults_Only_Holidays', 'Beach_Holidays', 'Villa_Holidays'],
    nightlyRate: 12000,
    popularity: 1,
    scene: { landscape: 'sea', landmark: 'palms', time: 'golden' },
  },
  {
    name: 'Jamaica',
    continent: 'Caribbean',
    intro:
      'Reggae rhythms, jerk chicken smoking on the grill and waterfalls you can climb: Jamaica has a spirit all its own. Its beaches and all-inclusive resorts are among the Caribbean\'s best.',
    further:
      'Montego Bay and Negril are famous for their seven-mile beach and cliff-top sunsets at Rick\'s Café, while Ocho Rios is home to the terraced Dunn\'s River Falls. Kingston has the Bob Marley Museum, the Blue Mountains grow some of the world\'s finest coffee, and rafting on the Martha Brae river is the most relaxing hour of any trip.',
    cities: ['Montego Bay', 'Negril', 'Ocho Rios', 'Kingston', 'Port Antonio'],
    highlights: [
      'Ocho Rios: the climb up Dunn\'s River Falls',
      'Negril: sunset at Rick\'s Café in Negril',
      'Montego Bay: bamboo rafting on the Martha Brae',
      'Kingston: a Blue Mountain coffee tour',
    ],
    holidayTypes: ['All_Inclusive_Holidays', 'Adults_Only_Holidays', 'Beach_Holidays', 'Family_Holidays', 'Villa_Holidays'],
    nightlyRate: 11000,
    popularity: 1,
    scene: { landscape: 'sea', landmark: 'palms', time: 'sunset' },
  },
  {
    name: 'Puerto Rico',
    continent: 'Caribbean',
    route: 'PuertoRico',
    intro:
      'Colourful Old San Juan, the El Yunque rainforest and bays that glow at night: Puerto Rico mixes Spanish heritage with Caribbean beaches and a love of music and food. US entry rules make it an easy add-on to a holiday in New York or Florida.',
    further:
      'Walk the blue cobblestones of Old San Juan to the fortress of El Morro, hike to the waterfalls of El Yunque and kayak through Vieques\' bioluminescent bay after dark. Culebra\'s Flamenco Beach regularly tops lists of the world\'s finest, and the food, from mofongo to fresh seafood, is a highlight of any visit.',
    cities: ['San Juan', 'Vieques', 'Culebra', 'Ponce', 'Rincon'],
    highlights: [
      'San Juan: the fortress of El Morro in Old San Juan',
      'Vieques: a kayak through the bioluminescent bay of Vieques',
      'the El Yunque rainforest',
      'Culebra: Flamenco Beach on Culebra',
    ],
    holidayTypes: ['Beach_Holidays', 'Family_Holidays', 'Short_Breaks', 'Multicentre_Holidays'],
    pairsWith: 'Dominican Republic',
    nightlyRate: 12000,
    popularity: 1,
    scene: { landscape: 'sea', landmark: 'castle', time: 'golden' },
  },
  // ── Indian Ocean ────────────────────────────────────────────────────────────────────
  {
    name: 'Sri Lanka',
    continent: 'Indian Ocean',
    route: 'SriLanka',
    intro:
      'Ancient rock fortresses, leopards in the jungle, misty tea plantations and golden beaches: Sri Lanka fits a continent\'s worth of experiences into one teardrop-shaped island next door. Warm hospitality and fragrant curries make it feel like a home away from home.',
    further:
      'Climb Sigiriya Rock at dawn, visit the Temple of the Tooth in Kandy and ride the blue train through the tea country to Ella, one of the world\'s most scenic rail journeys. Yala National Park has one of the highest densities of leopards anywhere, and the south coast from Galle to Mirissa offers whale watching and colonial forts. Short flights and easy visas make it perfect for a week away.',
    cities: ['Colombo', 'Kandy', 'Sigiriya', 'Ella', 'Yala', 'Galle'],
    highlights: [
      'Sigiriya: the climb up Sigiriya Rock',
      'Kandy: the Temple of the Tooth in Kandy',
      'Ella: the train from Kandy to Ella',
      'Yala: a leopard safari in Yala National Park',
      'Galle: Galle Fort at sunset',
    ],
    holidayTypes: ['Rail_Holidays', 'Safari', 'Honeymoons', 'Beach_Holidays', 'Escorted_Tours', 'Villa_Holidays', 'Family_Holidays', 'Multicentre_Holidays'],
    pairsWith: 'Maldives',
    nightlyRate: 4000,
    popularity: 3,
    scene: { landscape: 'sea', landmark: 'stupa', time: 'golden' },
  },
  {
    name: 'Seychelles',
    continent: 'Indian Ocean',
    intro:
      'Giant granite boulders, powder-soft beaches and giant tortoises: the Seychelles are among the most beautiful islands on earth. Island-hop between Mahé, Praslin and La Digue.',
    further:
      'Anse Source d\'Argent on La Digue is perhaps the most photographed beach in the world, reached by bicycle along sandy lanes. Praslin\'s Vallée de Mai is home to the rare coco de mer palm, and Curieuse Island has giant Aldabra tortoises. The snorkelling is superb, the Creole food is fragrant, and Indian travellers receive a visitor permit on arrival.',
    cities: ['Mahe', 'Praslin', 'La Digue', 'Victoria'],
    highlights: [
      'La Digue: Anse Source d\'Argent on La Digue',
      'Praslin: the coco de mer palms of the Vallée de Mai',
      'Praslin: the giant tortoises of Curieuse Island',
      'Mahe: snorkelling in Sainte Anne Marine Park',
    ],
    holidayTypes: ['Honeymoons', 'Ultra_Luxury_Holidays', 'Beach_Holidays', 'Villa_Holidays', 'Multicentre_Holidays'],
    pairsWith: 'Mauritius',
    nightlyRate: 14000,
    popularity: 1,
    scene: { landscape: 'sea', landmark: 'palms', time: 'morning' },
  },
  {
    name: 'Mauritius',
    continent: 'Indian Ocean',
    intro:
      'Lagoons in every shade of blue, volcanic peaks draped in green and a rich mix of Indian, African, French and Chinese cultures: Mauritius feels both exotic and familiar. Add lagoon-front resorts and Creole cooking, and it is easy to see why honeymooners love it.',
    further:
      'Stay on the sheltered east coast for calm lagoons, the north for nightlife at Grand Baie or the south-west beneath Le Morne for kitesurfing and dolphins at dawn. Visit the seven-coloured earths of Chamarel, the sacred lake of Ganga Talao and a colonial sugar estate. Indian travellers enjoy visa-free entry, and Hindi is widely understood.',
    cities: ['Grand Baie', 'Port Louis', 'Flic en Flac', 'Belle Mare', 'Le Morne'],
    highlights: [
      'Le Morne: the seven-coloured earths of Chamarel',
      'Flic en Flac: swimming with dolphins off Tamarin',
      'the sacred lake of Ganga Talao',
      'Belle Mare: a catamaran to Île aux Cerfs',
      'Le Morne: the underwater waterfall illusion at Le Morne',
    ],
    holidayTypes: ['Honeymoons', 'Golf_Holidays', 'All_Inclusive_Holidays', 'Beach_Holidays', 'Family_Holidays', 'Villa_Holidays', 'Ultra_Luxury_Holidays'],
    nightlyRate: 9000,
    popularity: 2,
    scene: { landscape: 'sea', landmark: 'palms', time: 'sunset' },
  },
  {
    name: 'Maldives',
    continent: 'Indian Ocean',
    intro:
      'Overwater villas above a turquoise lagoon, reef sharks gliding past your deck and sunsets that turn the sea to gold: the Maldives define barefoot luxury. Each resort has its own island, so privacy comes as standard.',
    further:
      'Each resort sits on its own coral island, reached by speedboat or seaplane from Malé. Choose a beach villa for families or an overwater villa with a private pool for a honeymoon, and add an all-inclusive meal plan so you can simply relax. Snorkel with manta rays in Baa Atoll, dine in an underwater restaurant and take a sunset dolphin cruise.',
    cities: ['Male', 'North Male Atoll', 'South Male Atoll', 'Ari Atoll', 'Baa Atoll'],
    highlights: [
      'a seaplane flight over the atolls',
      'Baa Atoll: snorkelling with manta rays in Baa Atoll',
      'a sunset dolphin cruise',
      'a dinner in an underwater restaurant',
      'a sandbank picnic for two',
    ],
    holidayTypes: ['Honeymoons', 'Ultra_Luxury_Holidays', 'All_Inclusive_Holidays', 'Adults_Only_Holidays', 'Beach_Holidays', 'Villa_Holidays', 'Short_Breaks'],
    nightlyRate: 16000,
    popularity: 3,
    scene: { landscape: 'sea', landmark: 'waterVillas', time: 'sunset' },
  },
];
