import type { Seeder } from '..';
import { drawSites, zipAreas } from '../../schema';
import { upsertRows } from './upsert';

// Issue 23 point 5: the partner lab's draw sites and the ZIP code areas they are measured from.
// Coordinates are city-level (a few hundred metres), enough to order sites by distance. No site is
// in a state without walk-in draws (MBD_ONLY_STATES: NY, NJ, RI): customers there book a mobile draw.

type ZipAreaSeed = typeof zipAreas.$inferInsert;
type DrawSiteSeed = typeof drawSites.$inferInsert;

const WEEKDAYS = 'Mon–Fri 7 am–3 pm';
const LONG = 'Mon–Fri 6:30 am–5 pm, Sat 7–11 am';

/** ZIP code areas (the first three digits) with their centre; `mobileDraw` where phlebotomists visit. */
export const zipAreaCatalogue: readonly ZipAreaSeed[] = [
  { area: '021', city: 'Boston', state: 'MA', lat: 42.3601, lng: -71.0589, mobileDraw: true },
  { area: '029', city: 'Providence', state: 'RI', lat: 41.824, lng: -71.4128, mobileDraw: true },
  { area: '060', city: 'Hartford', state: 'CT', lat: 41.7658, lng: -72.6734, mobileDraw: false },
  { area: '068', city: 'Stamford', state: 'CT', lat: 41.0534, lng: -73.5387, mobileDraw: true },
  { area: '070', city: 'Newark', state: 'NJ', lat: 40.7357, lng: -74.1724, mobileDraw: true },
  { area: '100', city: 'New York', state: 'NY', lat: 40.7506, lng: -73.9972, mobileDraw: true },
  { area: '101', city: 'New York', state: 'NY', lat: 40.7484, lng: -73.9857, mobileDraw: true },
  { area: '112', city: 'Brooklyn', state: 'NY', lat: 40.6782, lng: -73.9442, mobileDraw: true },
  { area: '122', city: 'Albany', state: 'NY', lat: 42.6526, lng: -73.7562, mobileDraw: true },
  { area: '191', city: 'Philadelphia', state: 'PA', lat: 39.9526, lng: -75.1652, mobileDraw: true },
  { area: '200', city: 'Washington', state: 'DC', lat: 38.9072, lng: -77.0369, mobileDraw: true },
  { area: '303', city: 'Atlanta', state: 'GA', lat: 33.749, lng: -84.388, mobileDraw: true },
  { area: '331', city: 'Miami', state: 'FL', lat: 25.7617, lng: -80.1918, mobileDraw: true },
  { area: '482', city: 'Detroit', state: 'MI', lat: 42.3314, lng: -83.0458, mobileDraw: false },
  { area: '554', city: 'Minneapolis', state: 'MN', lat: 44.9778, lng: -93.265, mobileDraw: false },
  { area: '606', city: 'Chicago', state: 'IL', lat: 41.8781, lng: -87.6298, mobileDraw: true },
  { area: '752', city: 'Dallas', state: 'TX', lat: 32.7767, lng: -96.797, mobileDraw: true },
  { area: '770', city: 'Houston', state: 'TX', lat: 29.7604, lng: -95.3698, mobileDraw: true },
  { area: '787', city: 'Austin', state: 'TX', lat: 30.2672, lng: -97.7431, mobileDraw: false },
  { area: '802', city: 'Denver', state: 'CO', lat: 39.7392, lng: -104.9903, mobileDraw: true },
  { area: '850', city: 'Phoenix', state: 'AZ', lat: 33.4484, lng: -112.074, mobileDraw: false },
  { area: '900', city: 'Los Angeles', state: 'CA', lat: 34.0522, lng: -118.2437, mobileDraw: true },
  { area: '921', city: 'San Diego', state: 'CA', lat: 32.7157, lng: -117.1611, mobileDraw: true },
  { area: '941', city: 'San Francisco', state: 'CA', lat: 37.7749, lng: -122.4194, mobileDraw: true },
  { area: '946', city: 'Oakland', state: 'CA', lat: 37.8044, lng: -122.2712, mobileDraw: true },
  { area: '951', city: 'San Jose', state: 'CA', lat: 37.3382, lng: -121.8863, mobileDraw: true },
  { area: '958', city: 'Sacramento', state: 'CA', lat: 38.5816, lng: -121.4944, mobileDraw: false },
  { area: '972', city: 'Portland', state: 'OR', lat: 45.5152, lng: -122.6784, mobileDraw: false },
  { area: '981', city: 'Seattle', state: 'WA', lat: 47.6062, lng: -122.3321, mobileDraw: true },
];

const site = (
  id: number,
  name: string,
  line1: string,
  city: string,
  state: string,
  zip: string,
  lat: number,
  lng: number,
  hours = WEEKDAYS,
): DrawSiteSeed => ({ id, name, line1, city, state, zip, lat, lng, hours });

/** The partner lab's walk-in draw sites. Ids are fixed: never reuse one. */
export const drawSiteCatalogue: readonly DrawSiteSeed[] = [
  site(
    1,
    'Partner Lab Financial District',
    '425 California Street',
    'San Francisco',
    'CA',
    '94104',
    37.7929,
    -122.403,
    LONG,
  ),
  site(2, 'Partner Lab Mission Bay', '1600 Owens Street', 'San Francisco', 'CA', '94158', 37.768, -122.393),
  site(3, 'Partner Lab Oakland', '400 29th Street', 'Oakland', 'CA', '94609', 37.819, -122.265),
  site(4, 'Partner Lab San Jose', '2400 Samaritan Drive', 'San Jose', 'CA', '95124', 37.253, -121.947),
  site(
    5,
    'Partner Lab Downtown LA',
    '1245 Wilshire Boulevard',
    'Los Angeles',
    'CA',
    '90017',
    34.0545,
    -118.262,
    LONG,
  ),
  site(6, 'Partner Lab Beverly', '8500 Beverly Boulevard', 'Los Angeles', 'CA', '90048', 34.076, -118.377),
  site(7, 'Partner Lab Hillcrest', '3900 Fifth Avenue', 'San Diego', 'CA', '92103', 32.748, -117.16),
  site(8, 'Partner Lab Midtown Sacramento', '2801 K Street', 'Sacramento', 'CA', '95816', 38.574, -121.47),
  site(9, 'Partner Lab Longwood', '300 Longwood Avenue', 'Boston', 'MA', '02115', 42.337, -71.106, LONG),
  site(10, 'Partner Lab Hartford', '85 Seymour Street', 'Hartford', 'CT', '06106', 41.76, -72.688),
  site(11, 'Partner Lab Stamford', '30 Shelburne Road', 'Stamford', 'CT', '06902', 41.056, -73.545),
  site(
    12,
    'Partner Lab Center City',
    '1800 Lombard Street',
    'Philadelphia',
    'PA',
    '19146',
    39.945,
    -75.173,
    LONG,
  ),
  site(13, 'Partner Lab Dupont Circle', '1145 19th Street NW', 'Washington', 'DC', '20036', 38.905, -77.043),
  site(
    14,
    'Partner Lab Midtown Atlanta',
    '550 Peachtree Street NE',
    'Atlanta',
    'GA',
    '30308',
    33.77,
    -84.386,
  ),
  site(15, 'Partner Lab Miami', '1321 NW 14th Street', 'Miami', 'FL', '33125', 25.788, -80.215),
  site(
    16,
    'Partner Lab Streeterville',
    '680 N Lake Shore Drive',
    'Chicago',
    'IL',
    '60611',
    41.894,
    -87.617,
    LONG,
  ),
  site(17, 'Partner Lab Dallas', '5323 Harry Hines Boulevard', 'Dallas', 'TX', '75390', 32.812, -96.84),
  site(18, 'Partner Lab Medical Center', '6565 Fannin Street', 'Houston', 'TX', '77030', 29.71, -95.399),
  site(19, 'Partner Lab Austin', '1301 W 38th Street', 'Austin', 'TX', '78705', 30.305, -97.747),
  site(20, 'Partner Lab Uptown Denver', '1719 E 19th Avenue', 'Denver', 'CO', '80218', 39.746, -104.968),
  site(21, 'Partner Lab Phoenix', '1111 E McDowell Road', 'Phoenix', 'AZ', '85006', 33.466, -112.056),
  site(22, 'Partner Lab First Hill', '1100 9th Avenue', 'Seattle', 'WA', '98101', 47.609, -122.327, LONG),
  site(
    23,
    'Partner Lab Northwest Portland',
    '1015 NW 22nd Avenue',
    'Portland',
    'OR',
    '97210',
    45.53,
    -122.699,
  ),
  site(24, 'Partner Lab Minneapolis', '800 E 28th Street', 'Minneapolis', 'MN', '55407', 44.952, -93.261),
  site(25, 'Partner Lab Midtown Detroit', '3990 John R Street', 'Detroit', 'MI', '48201', 42.353, -83.055),
  site(26, 'Partner Lab Loop', '55 East Monroe Street', 'Chicago', 'IL', '60603', 41.8807, -87.6256, LONG),
  site(27, 'Partner Lab Evanston', '2650 Ridge Avenue', 'Evanston', 'IL', '60201', 42.064, -87.683),
];

export const drawSiteSeeder: Seeder = {
  name: 'reference:draw-sites',
  kind: 'reference',
  async run(db) {
    await upsertRows(db, zipAreas, [zipAreas.area], [...zipAreaCatalogue]);
    await upsertRows(db, drawSites, [drawSites.id], [...drawSiteCatalogue]);
  },
};
