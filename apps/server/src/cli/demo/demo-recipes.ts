// Recipes for the demo's recipe pins: believable dishes with their key ingredients.

export interface RecipeCopy {
  title: string;
  theme: 'food' | 'baking';
  ingredients: readonly string[];
}

export const RECIPES: readonly RecipeCopy[] = [
  {
    title: 'Creamy miso mushroom risotto',
    theme: 'food',
    ingredients: [
      'arborio rice',
      'chestnut mushrooms',
      'white miso',
      'parmesan',
      'vegetable stock',
    ],
  },
  {
    title: 'Sheet-pan harissa chicken with chickpeas',
    theme: 'food',
    ingredients: ['chicken thighs', 'harissa', 'chickpeas', 'red onion', 'lemon'],
  },
  {
    title: 'Weeknight shakshuka with feta',
    theme: 'food',
    ingredients: ['eggs', 'tinned tomatoes', 'red pepper', 'feta', 'cumin'],
  },
  {
    title: 'Crispy gnocchi with brown butter and sage',
    theme: 'food',
    ingredients: ['potato gnocchi', 'butter', 'fresh sage', 'parmesan'],
  },
  {
    title: 'Coconut chickpea curry',
    theme: 'food',
    ingredients: ['chickpeas', 'coconut milk', 'spinach', 'garam masala', 'ginger'],
  },
  {
    title: 'Lemony orzo with peas and mint',
    theme: 'food',
    ingredients: ['orzo', 'frozen peas', 'mint', 'lemon', 'ricotta'],
  },
  {
    title: 'Gochujang noodle salad',
    theme: 'food',
    ingredients: ['rice noodles', 'gochujang', 'cucumber', 'spring onions', 'sesame seeds'],
  },
  {
    title: 'Slow-cooked beef ragu',
    theme: 'food',
    ingredients: ['beef shin', 'red wine', 'tinned tomatoes', 'carrot', 'pappardelle'],
  },
  {
    title: 'Roasted tomato and garlic soup',
    theme: 'food',
    ingredients: ['plum tomatoes', 'garlic', 'basil', 'olive oil', 'sourdough'],
  },
  {
    title: 'Spiced lentil and sweet potato stew',
    theme: 'food',
    ingredients: ['red lentils', 'sweet potato', 'smoked paprika', 'kale'],
  },
  {
    title: 'Pesto pasta with burst cherry tomatoes',
    theme: 'food',
    ingredients: ['spaghetti', 'basil pesto', 'cherry tomatoes', 'pine nuts'],
  },
  {
    title: 'Crispy tofu grain bowl with tahini',
    theme: 'food',
    ingredients: ['firm tofu', 'brown rice', 'tahini', 'edamame', 'pickled cabbage'],
  },
  {
    title: 'Fish tacos with lime slaw',
    theme: 'food',
    ingredients: ['white fish', 'corn tortillas', 'red cabbage', 'lime', 'chipotle mayo'],
  },
  {
    title: 'Spinach and ricotta lasagna',
    theme: 'food',
    ingredients: ['lasagne sheets', 'ricotta', 'spinach', 'nutmeg', 'mozzarella'],
  },
  {
    title: 'Pork and ginger dumplings',
    theme: 'food',
    ingredients: ['pork mince', 'ginger', 'dumpling wrappers', 'spring onions', 'soy sauce'],
  },
  {
    title: 'Saffron seafood paella',
    theme: 'food',
    ingredients: ['paella rice', 'prawns', 'mussels', 'saffron', 'chorizo'],
  },
  {
    title: 'Minestrone with parmesan rind',
    theme: 'food',
    ingredients: ['cannellini beans', 'small pasta', 'parmesan rind', 'celery', 'cavolo nero'],
  },
  {
    title: 'Miso-glazed salmon with greens',
    theme: 'food',
    ingredients: ['salmon fillets', 'white miso', 'honey', 'pak choi'],
  },
  {
    title: 'Herby green frittata',
    theme: 'food',
    ingredients: ['eggs', 'courgette', 'dill', 'parsley', 'goat cheese'],
  },
  {
    title: 'Chicken and chorizo one-pot rice',
    theme: 'food',
    ingredients: ['chicken thighs', 'chorizo', 'long-grain rice', 'peppers'],
  },
  {
    title: 'Garlicky white bean flatbreads',
    theme: 'food',
    ingredients: ['white beans', 'garlic', 'flatbreads', 'rocket', 'lemon'],
  },
  {
    title: 'Ten-minute sesame noodles',
    theme: 'food',
    ingredients: ['egg noodles', 'sesame paste', 'soy sauce', 'chilli oil'],
  },
  {
    title: 'Braised short ribs with polenta',
    theme: 'food',
    ingredients: ['beef short ribs', 'red wine', 'polenta', 'rosemary'],
  },
  {
    title: 'Roast squash salad with whipped feta',
    theme: 'food',
    ingredients: ['butternut squash', 'feta', 'Greek yoghurt', 'pomegranate'],
  },
  {
    title: 'Brown butter banana bread',
    theme: 'baking',
    ingredients: ['ripe bananas', 'butter', 'brown sugar', 'walnuts', 'flour'],
  },
  {
    title: 'Overnight sourdough focaccia',
    theme: 'baking',
    ingredients: ['sourdough starter', 'bread flour', 'olive oil', 'flaky salt', 'rosemary'],
  },
  {
    title: 'Soft cardamom cinnamon rolls',
    theme: 'baking',
    ingredients: ['flour', 'milk', 'cardamom', 'cinnamon', 'cream cheese'],
  },
  {
    title: 'Lemon drizzle loaf cake',
    theme: 'baking',
    ingredients: ['lemons', 'caster sugar', 'butter', 'self-raising flour'],
  },
  {
    title: 'Chewy tahini chocolate chip cookies',
    theme: 'baking',
    ingredients: ['tahini', 'dark chocolate', 'brown sugar', 'sesame seeds'],
  },
  {
    title: 'Blueberry crumble muffins',
    theme: 'baking',
    ingredients: ['blueberries', 'buttermilk', 'oats', 'lemon zest'],
  },
  {
    title: 'Classic apple pie with a lattice top',
    theme: 'baking',
    ingredients: ['bramley apples', 'butter pastry', 'cinnamon', 'demerara sugar'],
  },
  {
    title: 'Fudgy olive oil brownies',
    theme: 'baking',
    ingredients: ['dark chocolate', 'olive oil', 'cocoa powder', 'eggs'],
  },
  {
    title: 'Spiced carrot cake with cream cheese frosting',
    theme: 'baking',
    ingredients: ['carrots', 'walnuts', 'mixed spice', 'cream cheese'],
  },
  {
    title: 'Buttermilk scones',
    theme: 'baking',
    ingredients: ['self-raising flour', 'buttermilk', 'cold butter', 'jam'],
  },
  {
    title: 'Rustic country sourdough loaf',
    theme: 'baking',
    ingredients: ['sourdough starter', 'bread flour', 'wholemeal flour', 'salt'],
  },
  {
    title: 'Orange and almond olive oil cake',
    theme: 'baking',
    ingredients: ['oranges', 'ground almonds', 'olive oil', 'eggs'],
  },
];
