// Themes about going out: travel, fitness, the outdoors and photography.
import type { Theme } from './demo-themes-types';

export const TRAVEL: Theme = {
  category: 'travel',
  chips: ['Travel destinations', 'Beach holidays', 'City breaks', 'Road trips', 'Travel tips'],
  sites: [
    { name: 'Slow Roads', domain: 'www.slowroads-demo.example', section: 'guides' },
    { name: 'Window Seat Travel', domain: 'windowseat-demo.example', section: 'destinations' },
    { name: 'Carry-On Only', domain: 'www.carryononly-demo.example', section: 'trips' },
  ],
  topics: [
    {
      subjects: ['sea'],
      titles: [
        'Hidden coves of {island}',
        'A slow week on {island}',
        'The best beaches of {island}',
        '{island} on a budget',
        '{island} out of season',
      ],
    },
    {
      subjects: ['city'],
      titles: [
        '48 hours in {city}',
        'A local’s guide to {city}',
        'Where to eat in {city}',
        '{city} after dark',
        'A neighbourhood walk through {city}',
        'Three days in {city} by train',
      ],
    },
    {
      subjects: ['landscape'],
      titles: [
        'Road trip through {region}',
        '{number} viewpoints in {region} worth the climb',
        'Getting lost in {region}',
        'A week in {region} without a car',
      ],
    },
    {
      subjects: ['desert'],
      titles: ['Sunrise over {desert}', 'Camping under the stars in {desert}'],
    },
    { subjects: ['night'], titles: ['Stargazing in {region}', 'Northern lights trip planner'] },
  ],
  leads: [
    'Everything we wish we had known before we went.',
    'Go early, skip the crowds, stay for sunset.',
    'The trip that made us slow down.',
    'Cheaper than you would think, and twice as beautiful.',
    'Trains, ferries and a lot of walking.',
  ],
  tails: [
    'Full itinerary on the blog.',
    'Map and budget in the guide.',
    'Save for your next trip.',
    'Best months to visit in the post.',
  ],
  steps: [
    'Book the first and last night; leave the middle open.',
    'Pack half the clothes and twice the socks.',
    'Eat where the menu is short and handwritten.',
    'Walk one neighbourhood each morning.',
    'Take the slow train at least once.',
    'Watch one sunset without your phone.',
    'Buy one thing you will use every day at home.',
  ],
  details: ['Best in {season}', '3 days', 'By train', 'Budget friendly', 'Map in guide'],
};

export const FITNESS: Theme = {
  category: 'health_fitness',
  chips: ['Home workouts', 'Running tips', 'Yoga for beginners', 'Mobility'],
  sites: [
    { name: 'Move Daily', domain: 'www.movedaily-demo.example', section: 'workouts' },
    { name: 'Long Run Club', domain: 'longrunclub-demo.example', section: 'training' },
  ],
  topics: [
    {
      subjects: ['landscape', 'sea', 'forest'],
      titles: [
        '{minutes}-minute {workout} for beginners',
        'Morning {workout} routine',
        'Trail running in {region}',
        'Couch to 5K: week {number}',
        '{workout} you can do outside',
        'Beach run and {workout} circuit',
      ],
    },
    {
      subjects: ['blobs'],
      titles: [
        '{minutes}-minute {workout} plan',
        'Mindful {workout} for stressful days',
        'A {number}-day {workout} challenge',
      ],
    },
    { subjects: ['product'], titles: ['Gym bag essentials', 'Water bottles for long runs'] },
  ],
  leads: [
    'No equipment, no excuses.',
    'Gentle enough for a rest day.',
    'Short, sweaty and done before breakfast.',
    'Build the habit first, then the pace.',
    'Great for desk-bound backs.',
  ],
  tails: [
    'Full plan on the site.',
    'Printable schedule in the post.',
    'Check with a doctor before starting.',
    'Save it for tomorrow morning.',
  ],
  steps: [
    'Warm up for five minutes.',
    'Forty seconds on, twenty seconds off.',
    'Keep your core braced and your back long.',
    'Breathe out on the effort.',
    'Repeat the circuit three times.',
    'Cool down and stretch your hips.',
    'Drink a big glass of water.',
  ],
  details: ['{minutes} minutes', 'No equipment', 'Beginner', 'Low impact', 'Week {number}'],
};

export const OUTDOORS: Theme = {
  category: 'outdoors',
  chips: ['Hiking trails', 'Camping', 'Backpacking gear', 'National parks'],
  sites: [
    { name: 'Trailhead Journal', domain: 'www.trailheadjournal-demo.example', section: 'hikes' },
    { name: 'Base Layer', domain: 'baselayer-demo.example', section: 'gear' },
  ],
  topics: [
    {
      subjects: ['landscape'],
      titles: [
        'Hiking {trail}',
        '{number} days on {trail}',
        'Best day hikes in {region}',
        'Packing list for {trail}',
        'Hut to hut in {region}',
      ],
    },
    {
      subjects: ['forest'],
      titles: [
        'Forest bathing in {region}',
        'Quiet woodland camp spots',
        'Misty morning in the pines',
      ],
    },
    {
      subjects: ['night'],
      titles: ['Wild camping under the Milky Way', 'A first night in the backcountry'],
    },
    { subjects: ['desert'], titles: ['Desert hiking in {desert}', 'Winter camping in {desert}'] },
    {
      subjects: ['product'],
      titles: ['Our favourite {gear} for {season}', 'Choosing the right {gear}'],
    },
  ],
  leads: [
    'Early start, empty trail.',
    'Worth every step of the climb.',
    'Leave no trace, take lots of photos.',
    'Our favourite route of the year.',
    'Tested in real rain.',
  ],
  tails: [
    'Route map and GPX on the site.',
    'Gear list in the post.',
    'Check conditions before you go.',
    'Save for the next long weekend.',
  ],
  steps: [
    'Check the forecast twice.',
    'Tell someone your route.',
    'Pack layers, not cotton.',
    'Start early; the light is better anyway.',
    'Eat before you are hungry.',
    'Camp at least 70 metres from water.',
    'Pack out everything you pack in.',
  ],
  details: ['{number} km', 'Moderate', 'Best in {season}', 'Dog friendly', 'Water on route'],
};

export const PHOTOGRAPHY: Theme = {
  category: 'photography',
  chips: ['Landscape photography', 'Photography tips', 'Night photography', 'Film photography'],
  sites: [
    { name: 'Light Meter', domain: 'www.lightmeter-demo.example', section: 'tutorials' },
    { name: 'Frame & Field', domain: 'frameandfield-demo.example', section: 'stories' },
  ],
  topics: [
    {
      subjects: ['landscape', 'sea', 'desert'],
      titles: [
        '{photo} in {region}',
        'How to shoot {photo}',
        '{photo}: a beginner’s guide',
        'Composition tips for {photo}',
      ],
    },
    { subjects: ['city'], titles: ['{photo} in {city}', 'Rainy evenings in {city}'] },
    {
      subjects: ['night'],
      titles: ['Night sky settings that just work', 'Finding dark skies near {city}'],
    },
  ],
  leads: [
    'Shot handheld, no filters.',
    'Patience is the whole trick.',
    'The best light lasts about ten minutes.',
    'One lens, one morning.',
    'Straight out of camera.',
  ],
  tails: [
    'Settings and gear in the post.',
    'Prints on the site.',
    'Try it this weekend.',
    'Save for your next shoot.',
  ],
  steps: [
    'Scout the spot in daylight.',
    'Arrive thirty minutes early.',
    'Use a tripod and a two-second timer.',
    'Expose for the highlights.',
    'Keep the horizon straight.',
    'Take one more frame after you think you are done.',
  ],
  details: ['f/8, 1/125', 'Tripod', '{photo}', 'Edited lightly', 'Print available'],
};
