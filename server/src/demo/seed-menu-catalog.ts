/**
 * The demo menu catalogue: category blocks (a category with its items) that each cuisine combines into a menu of
 * 150+ items. Items are written `Name:price` and separated by `;` to keep the catalogue readable.
 */

/** Department, tax category and printer group numbers within a merchant (see seed-menu.ts). */
export const DEPARTMENTS = ['Food', 'Beverages', 'Alcohol', 'Retail', 'Bakery'] as const;
export const TAX_CATEGORIES = [
  { name: 'Standard Sales Tax', rate: '8.8750', isDefault: true, isActive: true },
  { name: 'Alcohol', rate: '10.3750', isDefault: false, isActive: true },
  { name: 'Grocery (Exempt)', rate: '0', isDefault: false, isActive: true },
  { name: 'Prepared Food', rate: '9.2500', isDefault: false, isActive: true },
  // Retired: GetActiveTaxCategories must not offer it.
  { name: 'Old City Tax', rate: '1.0000', isDefault: false, isActive: false },
] as const;
export const PRINTER_GROUPS = ['Kitchen', 'Bar', 'Cold Line', 'Expo'] as const;
export const TAGS = ['Vegetarian', 'Vegan', 'Gluten Free', 'Spicy', 'Popular', 'Seasonal', 'Local', 'Kids'] as const;

type TDepartment = (typeof DEPARTMENTS)[number];
type TTax = (typeof TAX_CATEGORIES)[number]['name'];
type TPrinter = (typeof PRINTER_GROUPS)[number] | null;
type TTag = (typeof TAGS)[number];

export type TModifierGroupName = keyof typeof MODIFIER_GROUPS;

export type TBlock = {
  department: TDepartment;
  tax: TTax;
  printer: TPrinter;
  tags: TTag[];
  /** Sold by weight (per LB). */
  byWeight?: boolean;
  /** Size variations: name and price added to the item's price. */
  sizes?: [string, number][];
  modifierGroups?: TModifierGroupName[];
  items: string;
};

/**
 * Modifier groups: the modifiers (items of type M) they offer, with min and max selections (a group with a minimum is
 * required and forced: the POS prompts by itself) and the modifier chosen by default, if any.
 */
export const MODIFIER_GROUPS = {
  'Milk Choice': {
    min: 0,
    max: 1,
    default: 'Whole Milk',
    items: 'Whole Milk:0;Skim Milk:0;Oat Milk:0.75;Almond Milk:0.75;Soy Milk:0.6',
  },
  'Espresso Extras': {
    min: 0,
    max: 3,
    items: 'Extra Shot:1;Vanilla Syrup:0.6;Caramel Syrup:0.6;Hazelnut Syrup:0.6;Whipped Cream:0.5',
  },
  'Cook Temperature': { min: 1, max: 1, items: 'Rare:0;Medium Rare:0;Medium:0;Medium Well:0;Well Done:0' },
  'Burger Add-Ons': {
    min: 0,
    max: 5,
    items: 'Add Bacon:2;Add Cheddar:1;Add Avocado:1.5;Add Fried Egg:1.25;Sauteed Mushrooms:1',
  },
  Dressing: {
    min: 1,
    max: 1,
    items: 'Ranch:0;Blue Cheese:0;Balsamic Vinaigrette:0;Caesar Dressing:0;Honey Mustard:0',
  },
  'Bread Choice': {
    min: 1,
    max: 1,
    items: 'White Bread:0;Wheat Bread:0;Rye Bread:0;Sourdough:0;Gluten-Free Bread:1.5',
  },
  'Pizza Toppings': {
    min: 0,
    max: 8,
    items:
      'Pepperoni:1.75;Italian Sausage:1.75;Mushrooms:1.25;Onions:1;Green Peppers:1;Black Olives:1;Extra Cheese:1.5;Jalapenos:1',
  },
  'Taco Protein': { min: 1, max: 1, items: 'Carne Asada:0;Al Pastor:0;Pollo Asado:0;Carnitas:0;Grilled Veggies:0' },
  'Salsa Choice': { min: 0, max: 2, items: 'Salsa Verde:0;Salsa Roja:0;Pico de Gallo:0;Habanero Salsa:0.5' },
  'Wing Sauce': { min: 1, max: 1, items: 'Buffalo:0;Honey BBQ:0;Garlic Parmesan:0;Mango Habanero:0;Lemon Pepper:0' },
  'Side Choice': {
    min: 1,
    max: 1,
    default: 'Fries',
    items: 'Fries:0;Sweet Potato Fries:1.5;Side Salad:0;Onion Rings:1.5;Coleslaw:0',
  },
  'Egg Style': { min: 1, max: 1, items: 'Scrambled:0;Over Easy:0;Over Medium:0;Sunny Side Up:0;Poached:0' },
} as const satisfies Record<string, { min: number; max: number; default?: string; items: string }>;

const food = (tags: TTag[], items: string, extra: Partial<TBlock> = {}): TBlock => ({
  department: 'Food',
  tax: 'Standard Sales Tax',
  printer: 'Kitchen',
  tags,
  items,
  ...extra,
});
const drink = (tags: TTag[], items: string, extra: Partial<TBlock> = {}): TBlock => ({
  department: 'Beverages',
  tax: 'Standard Sales Tax',
  printer: 'Bar',
  tags,
  items,
  ...extra,
});
const alcohol = (items: string, extra: Partial<TBlock> = {}): TBlock => ({
  department: 'Alcohol',
  tax: 'Alcohol',
  printer: 'Bar',
  tags: [],
  items,
  ...extra,
});
const bakery = (tags: TTag[], items: string, extra: Partial<TBlock> = {}): TBlock => ({
  department: 'Bakery',
  tax: 'Prepared Food',
  printer: null,
  tags,
  items,
  ...extra,
});
const grocery = (tags: TTag[], items: string): TBlock => ({
  department: 'Retail',
  tax: 'Grocery (Exempt)',
  printer: 'Cold Line',
  tags,
  items,
  byWeight: true,
});

const CUP_SIZES: [string, number][] = [
  ['Small', 0],
  ['Medium', 0.5],
  ['Large', 1],
];
const PIZZA_SIZES: [string, number][] = [
  ['10 inch', 0],
  ['14 inch', 5],
  ['18 inch', 9],
];
const PINT_SIZES: [string, number][] = [
  ['Half Pint', 0],
  ['Pint', 2.5],
];

/** Category blocks by category name (at most 20 characters, uppercase). */
export const BLOCKS = {
  STARTERS: food(
    ['Popular'],
    'Crispy Calamari:13.5;Bruschetta:9.75;Spinach Artichoke Dip:11.25;Mozzarella Sticks:9.5;Loaded Potato Skins:10.75;Shrimp Cocktail:14.5;Stuffed Mushrooms:10.25;Fried Pickles:8.5;Deviled Eggs:7.75;Soft Pretzel Bites:9;Chicken Satay:11.5;Crab Cakes:15.75',
  ),
  SOUPS: food(
    ['Seasonal'],
    'French Onion Soup:7.5;Tomato Basil Soup:6.25;Chicken Noodle Soup:6.75;New England Clam Chowder:7.95;Minestrone:6.25;Lentil Soup:6;Broccoli Cheddar Soup:6.95;Butternut Squash Soup:6.75;Split Pea Soup:6.25;Beef Chili:7.5;Matzo Ball Soup:7.25',
  ),
  SALADS: food(
    ['Vegetarian', 'Gluten Free'],
    'Caesar Salad:10.5;Cobb Salad:13.75;Greek Salad:11.25;House Garden Salad:8.5;Spinach Salad:10.75;Caprese Salad:11.5;Kale Quinoa Salad:12.25;Chef Salad:13.25;Nicoise Salad:14.5;Wedge Salad:10.25;Asian Chicken Salad:13.5',
    { printer: 'Cold Line', modifierGroups: ['Dressing'] },
  ),
  SANDWICHES: food(
    ['Popular'],
    'Turkey Club:12.5;BLT:10.25;Grilled Cheese:8.75;Reuben:13.95;Chicken Pesto Panini:12.75;Tuna Melt:11.5;French Dip:14.25;Caprese Panini:11.25;Philly Cheesesteak:13.75;Cuban Sandwich:12.95;Veggie Wrap:10.5;Chicken Caesar Wrap:11.75',
    { modifierGroups: ['Bread Choice', 'Side Choice'] },
  ),
  BURGERS: food(
    ['Popular'],
    'Classic Burger:13.5;Cheeseburger:14.25;Bacon Cheeseburger:15.75;Mushroom Swiss Burger:15.25;BBQ Burger:15.5;Black Bean Burger:13.25;Turkey Burger:13.75;Patty Melt:14.5;Double Smash Burger:16.5;Blue Cheese Burger:15.25;Jalapeno Burger:15;Impossible Burger:15.95',
    { modifierGroups: ['Cook Temperature', 'Burger Add-Ons', 'Side Choice'] },
  ),
  MAINS: food(
    [],
    'Steak Frites:28.5;Roast Half Chicken:22.75;Grilled Salmon:26.5;Fish and Chips:18.95;Beef Bourguignon:27.25;Pork Chop:24.5;Shrimp and Grits:21.75;Meatloaf:18.5;Chicken Parmesan:20.25;Braised Short Rib:29.5;Mushroom Risotto:19.75;Seared Scallops:31',
  ),
  PASTA: food(
    ['Vegetarian'],
    'Spaghetti and Meatballs:16.5;Fettuccine Alfredo:15.75;Penne alla Vodka:15.25;Lasagna:17.5;Linguine with Clams:19.25;Baked Ziti:14.75;Cacio e Pepe:15.5;Rigatoni Bolognese:17.25;Pesto Gnocchi:16.25;Shrimp Scampi:19.75;Eggplant Parmesan:16.5',
  ),
  SIDES: food(
    ['Vegetarian'],
    'French Fries:4.5;Sweet Potato Fries:5.5;Onion Rings:5.75;Mashed Potatoes:4.75;Mac and Cheese:6.25;Side Salad:4.95;Coleslaw:3.5;Steamed Broccoli:4.5;Garlic Bread:4.25;Rice Pilaf:3.95;Roasted Vegetables:5.25',
  ),
  DESSERTS: food(
    ['Popular'],
    'New York Cheesecake:8.5;Chocolate Lava Cake:9.25;Tiramisu:8.75;Apple Pie:7.5;Creme Brulee:8.95;Key Lime Pie:7.75;Carrot Cake:8.25;Brownie Sundae:8.5;Bread Pudding:7.95;Panna Cotta:8.25;Ice Cream Scoop:3.5',
    { printer: 'Cold Line' },
  ),
  'KIDS MENU': food(
    ['Kids'],
    'Kids Chicken Tenders:7.5;Kids Cheeseburger:7.95;Kids Grilled Cheese:6.5;Kids Mac and Cheese:6.75;Kids Spaghetti:6.95;Kids Hot Dog:6.25;Kids Pancakes:6.5;Kids Quesadilla:6.75;Kids Fish Sticks:7.25;Kids Pizza:6.95;Kids Fruit Cup:3.5',
  ),
  'SOFT DRINKS': drink(
    [],
    'Coca-Cola:2.95;Diet Coke:2.95;Sprite:2.95;Ginger Ale:2.95;Root Beer:2.95;Lemonade:3.5;Iced Tea:3.25;Sparkling Water:3.75;Bottled Water:2.25;Orange Juice:3.95;Cranberry Juice:3.5;Chocolate Milk:2.75',
    { sizes: CUP_SIZES },
  ),
  'HOT DRINKS': drink(
    [],
    'House Coffee:2.75;Decaf Coffee:2.75;Espresso:3;Cappuccino:4.25;Latte:4.5;Hot Chocolate:3.75;English Breakfast Tea:2.95;Green Tea:2.95;Chamomile Tea:2.95;Chai Latte:4.5;Americano:3.5',
    { modifierGroups: ['Milk Choice'] },
  ),
  BEER: alcohol(
    'Bud Light:5;Budweiser:5;Coors Light:5;Miller Lite:5;Corona Extra:6;Heineken:6;Stella Artois:6.5;Guinness:7;Blue Moon:6.5;Sierra Nevada Pale Ale:6.5;Samuel Adams Boston Lager:6.5;Lagunitas IPA:7',
  ),
  WINE: alcohol(
    'House Red Glass:9;House White Glass:9;Cabernet Sauvignon Glass:12;Pinot Noir Glass:13;Merlot Glass:11;Chardonnay Glass:11;Sauvignon Blanc Glass:11;Pinot Grigio Glass:10;Prosecco Glass:11;Rose Glass:11;House Red Bottle:34;House White Bottle:34',
  ),
  COCKTAILS: alcohol(
    'Margarita:11;Old Fashioned:13;Mojito:12;Moscow Mule:12;Cosmopolitan:12;Manhattan:13;Negroni:13;Espresso Martini:14;Aperol Spritz:12;Whiskey Sour:12;Bloody Mary:11;Paloma:11',
  ),
  CHARCUTERIE: grocery(
    ['Gluten Free'],
    'Prosciutto di Parma:28;Genoa Salami:16;Sopressata:18;Mortadella:14;Capicola:17;Bresaola:32;Chorizo:15;Pate de Campagne:19;Coppa:24;Finocchiona:22;Speck:26',
  ),
  BREAKFAST: food(
    ['Popular'],
    'Two Eggs Any Style:8.5;Bacon Egg and Cheese:6.75;Breakfast Burrito:9.25;Avocado Toast:10.5;Eggs Benedict:13.5;Steak and Eggs:18.75;Corned Beef Hash:12.25;Biscuits and Gravy:9.75;Oatmeal:6.25;Yogurt Parfait:6.95;Breakfast Sandwich:7.25;Huevos Rancheros:11.5',
    { modifierGroups: ['Egg Style'] },
  ),
  PASTRIES: bakery(
    ['Vegetarian'],
    'Butter Croissant:3.75;Almond Croissant:4.5;Pain au Chocolat:4.25;Blueberry Muffin:3.5;Banana Nut Muffin:3.5;Cinnamon Roll:4.25;Cheese Danish:3.95;Apple Turnover:3.95;Scone:3.25;Coffee Cake Slice:3.75;Morning Bun:4.25;Kouign Amann:4.95',
  ),
  BAGELS: bakery(
    ['Vegetarian'],
    'Plain Bagel:2.25;Everything Bagel:2.5;Sesame Bagel:2.25;Poppy Seed Bagel:2.25;Cinnamon Raisin Bagel:2.5;Onion Bagel:2.25;Whole Wheat Bagel:2.5;Bagel with Cream Cheese:3.95;Bagel with Lox:10.95;Bialy:2.5;Pumpernickel Bagel:2.5',
  ),
  ESPRESSO: drink(
    [],
    'Single Espresso:2.95;Double Espresso:3.5;Macchiato:3.75;Cortado:4;Flat White:4.5;Cafe Latte:4.75;Cappuccino Grande:4.75;Caramel Macchiato:5.25;Mocha:5.25;White Mocha:5.5;Vanilla Latte:5.25;Iced Latte:5',
    { sizes: CUP_SIZES, modifierGroups: ['Milk Choice', 'Espresso Extras'] },
  ),
  'BREWED COFFEE': drink(
    [],
    'Drip Coffee:2.5;Dark Roast:2.75;Decaf Drip:2.5;Pour Over:4.25;Cold Brew:4.5;Nitro Cold Brew:5.25;Iced Coffee:3.5;Cafe au Lait:3.75;Red Eye:4;French Press:5.5;Coffee Refill:1',
    { sizes: CUP_SIZES, modifierGroups: ['Milk Choice'] },
  ),
  TEA: drink(
    [],
    'Earl Grey:2.95;Jasmine Green Tea:2.95;Peppermint Tea:2.95;Chamomile:2.95;Matcha Latte:5.25;London Fog:4.75;Iced Green Tea:3.5;Hibiscus Iced Tea:3.75;Masala Chai:4.5;Oolong:3.25;Rooibos:2.95',
    { modifierGroups: ['Milk Choice'] },
  ),
  'COLD DRINKS': drink(
    [],
    'Fresh Lemonade:3.75;Arnold Palmer:3.75;Italian Soda:3.95;Kombucha:4.95;San Pellegrino:3.25;Fresh Orange Juice:4.95;Apple Juice:3.25;Iced Chai:4.75;Iced Matcha:5.25;Coconut Water:3.95;Bottled Spring Water:2.25',
  ),
  SMOOTHIES: drink(
    ['Vegan'],
    'Strawberry Banana Smoothie:6.75;Mango Smoothie:6.75;Green Smoothie:7.25;Berry Blast Smoothie:6.95;Peanut Butter Banana Smoothie:7.25;Acai Smoothie:7.5;Tropical Smoothie:6.95;Mocha Frappe:6.25;Caramel Frappe:6.25;Vanilla Bean Frappe:6;Protein Smoothie:7.75',
    { sizes: CUP_SIZES },
  ),
  'COFFEE BEANS': grocery(
    ['Local'],
    'House Blend Beans:14.95;Espresso Roast Beans:15.95;Colombia Supremo Beans:16.5;Ethiopia Yirgacheffe Beans:18.95;Sumatra Beans:16.95;Decaf Swiss Water Beans:16.5;French Roast Beans:15.5;Guatemala Antigua Beans:17.25;Kenya AA Beans:19.5;Breakfast Blend Beans:14.5;Holiday Blend Beans:16.95',
  ),
  'DELI MEATS': grocery(
    ['Gluten Free'],
    'Oven Roasted Turkey:11.99;Smoked Turkey:12.49;Black Forest Ham:10.99;Honey Ham:10.49;Roast Beef:14.99;Pastrami:15.99;Corned Beef:15.49;Hard Salami:10.99;Bologna:7.99;Chicken Breast:11.49;Liverwurst:8.99;Capicola Ham:12.99',
  ),
  CHEESES: grocery(
    ['Vegetarian', 'Gluten Free'],
    'American Cheese:7.99;Swiss Cheese:9.49;Provolone:8.99;Sharp Cheddar:8.49;Muenster:8.49;Pepper Jack:8.99;Fresh Mozzarella:10.99;Havarti:10.49;Smoked Gouda:11.49;Brie:14.99;Parmigiano Reggiano:19.99;Feta:9.99',
  ),
  'PREPARED SALADS': grocery(
    ['Vegetarian'],
    'Potato Salad:5.99;Macaroni Salad:5.49;Cole Slaw by the Pound:4.99;Chicken Salad:10.99;Tuna Salad:11.49;Egg Salad:7.99;Pasta Salad:6.49;Three Bean Salad:5.99;Quinoa Tabbouleh:8.99;Seafood Salad:13.99;Cucumber Salad:5.49',
  ),
  'HOT SUBS': food(
    ['Popular'],
    'Meatball Parm Sub:11.95;Chicken Parm Sub:12.25;Sausage and Peppers Sub:11.75;Steak and Cheese Sub:12.95;Italian Combo Sub:11.5;Turkey Bacon Ranch Sub:11.75;Eggplant Parm Sub:10.95;Buffalo Chicken Sub:11.95;Roast Pork Sub:12.5;Hot Pastrami Sub:13.5;Veggie Sub:9.95',
    { modifierGroups: ['Bread Choice'] },
  ),
  BREAD: bakery(
    ['Vegetarian', 'Local'],
    'Sourdough Loaf:7.5;French Baguette:3.95;Rye Loaf:6.95;Multigrain Loaf:7.25;Challah:8.5;Ciabatta:4.5;Focaccia:6.5;Brioche Loaf:8.25;Olive Loaf:7.95;Dinner Rolls Half Dozen:5.5;Pumpernickel Loaf:6.95',
  ),
  'PANCAKES & WAFFLES': food(
    ['Vegetarian', 'Popular'],
    'Buttermilk Pancakes:9.5;Blueberry Pancakes:10.75;Chocolate Chip Pancakes:10.75;Banana Walnut Pancakes:11.25;Belgian Waffle:10.25;Chicken and Waffles:15.5;Strawberry Waffle:11.5;French Toast:10.5;Stuffed French Toast:12.75;Short Stack:6.95;Silver Dollar Pancakes:8.5',
  ),
  OMELETS: food(
    ['Gluten Free'],
    'Western Omelet:11.5;Denver Omelet:11.5;Spinach Feta Omelet:11.25;Ham and Cheese Omelet:10.95;Veggie Omelet:10.75;Mushroom Swiss Omelet:11.25;Greek Omelet:11.5;Bacon Cheddar Omelet:11.75;Egg White Omelet:11.25;Lox Omelet:13.95;Meat Lovers Omelet:12.75',
  ),
  MILKSHAKES: drink(
    ['Kids'],
    'Vanilla Shake:6.5;Chocolate Shake:6.5;Strawberry Shake:6.5;Black and White Shake:6.75;Cookies and Cream Shake:7.25;Peanut Butter Shake:7.25;Mint Chip Shake:7;Banana Shake:6.75;Coffee Shake:6.75;Malted Milkshake:7;Root Beer Float:5.5',
    { printer: 'Cold Line' },
  ),
  PIZZAS: food(
    ['Popular'],
    'Cheese Pizza:12;Pepperoni Pizza:14;Sausage Pizza:14;Mushroom Pizza:13.5;Margherita Pizza:14.5;Veggie Pizza:15;Hawaiian Pizza:15;White Pizza:14.5;Meat Lovers Pizza:17;BBQ Chicken Pizza:16.5;Buffalo Chicken Pizza:16.5;Supreme Pizza:17.5',
    { sizes: PIZZA_SIZES, modifierGroups: ['Pizza Toppings'] },
  ),
  'SPECIALTY PIZZAS': food(
    [],
    'Truffle Mushroom Pizza:19;Prosciutto Arugula Pizza:19.5;Spicy Soppressata Pizza:18;Four Cheese Pizza:17;Pesto Chicken Pizza:18;Clam Pie:21;Vodka Sauce Pizza:17.5;Grandma Pie:16.5;Sicilian Square Pie:18.5;Eggplant Pizza:16.5;Philly Steak Pizza:19',
    { sizes: PIZZA_SIZES, modifierGroups: ['Pizza Toppings'] },
  ),
  CALZONES: food(
    [],
    'Cheese Calzone:11.5;Pepperoni Calzone:13;Spinach Ricotta Calzone:12.5;Sausage Calzone:13;Ham and Cheese Calzone:12.5;Meatball Calzone:13.5;Chicken Bacon Ranch Calzone:14;Veggie Calzone:12.5;Buffalo Chicken Calzone:13.5;Stromboli:13.5;Steak Stromboli:14.5',
  ),
  WINGS: food(
    ['Spicy', 'Gluten Free'],
    'Six Wings:9.5;Twelve Wings:17.5;Twenty Four Wings:32;Boneless Wings:11.5;Dry Rub Wings:12.5;Smoked Wings:13.5;Cauliflower Wings:10.5;Chicken Tenders:11.25;Wing Platter:45;Drumsticks:12;Celery and Blue Cheese:2.5',
    { modifierGroups: ['Wing Sauce'] },
  ),
  TACOS: food(
    ['Spicy', 'Gluten Free'],
    'Taco al Pastor:3.75;Carne Asada Taco:4.25;Carnitas Taco:3.75;Chicken Tinga Taco:3.5;Baja Fish Taco:4.5;Shrimp Taco:4.75;Barbacoa Taco:4.25;Chorizo Taco:3.5;Lengua Taco:4.75;Veggie Taco:3.25;Birria Taco:4.95;Cauliflower Taco:3.5',
    { modifierGroups: ['Salsa Choice'] },
  ),
  BURRITOS: food(
    [],
    'Carne Asada Burrito:12.5;Chicken Burrito:11.5;Carnitas Burrito:11.95;Al Pastor Burrito:11.95;Bean and Cheese Burrito:8.95;California Burrito:13.25;Shrimp Burrito:13.95;Veggie Burrito:10.5;Breakfast Burrito Grande:10.95;Wet Burrito:13.5;Chile Relleno Burrito:12.25',
    { modifierGroups: ['Salsa Choice'] },
  ),
  BOWLS: food(
    ['Gluten Free'],
    'Burrito Bowl:11.95;Chicken Rice Bowl:11.5;Steak Bowl:12.95;Carnitas Bowl:11.95;Veggie Bowl:10.5;Shrimp Bowl:13.5;Sofritas Bowl:10.95;Taco Salad Bowl:11.25;Pozole Bowl:12.5;Birria Bowl:13.25;Fajita Bowl:12.75',
    { modifierGroups: ['Taco Protein', 'Salsa Choice'] },
  ),
  QUESADILLAS: food(
    ['Vegetarian'],
    'Cheese Quesadilla:8.5;Chicken Quesadilla:10.5;Steak Quesadilla:11.75;Mushroom Quesadilla:9.75;Chorizo Quesadilla:10.5;Shrimp Quesadilla:12.25;Spinach Quesadilla:9.5;Quesabirria:12.95;Huitlacoche Quesadilla:10.95;Flor de Calabaza Quesadilla:10.95;Mini Quesadillas:7.5',
  ),
  NACHOS: food(
    ['Spicy'],
    'Classic Nachos:9.5;Loaded Nachos:12.95;Chicken Nachos:11.95;Steak Nachos:13.5;Chips and Salsa:4.5;Chips and Guacamole:8.95;Queso Fundido:9.5;Elote:5.5;Street Corn Cup:5.25;Taquitos:8.95;Flautas:9.95',
  ),
  'MEATS BY THE POUND': grocery(
    ['Gluten Free'],
    'Carnitas by the Pound:15.99;Carne Asada by the Pound:19.99;Al Pastor by the Pound:16.99;Barbacoa by the Pound:18.99;Chicken Tinga by the Pound:13.99;Birria by the Pound:19.49;Chorizo by the Pound:11.99;Lengua by the Pound:21.99;Refried Beans by the Pound:5.99;Mexican Rice by the Pound:5.49;Guacamole by the Pound:14.99',
  ),
  SALSAS: food(
    ['Vegan', 'Spicy'],
    'Salsa Verde Pint:6.5;Salsa Roja Pint:6.5;Pico de Gallo Pint:6.95;Habanero Salsa Pint:7.25;Chipotle Salsa Pint:6.95;Mango Salsa Pint:7.5;Salsa Macha Jar:8.95;Tomatillo Avocado Pint:7.5;Pickled Jalapenos Pint:4.95;Pickled Onions Pint:4.95;Crema Pint:4.5',
    { printer: 'Cold Line' },
  ),
  'AGUAS FRESCAS': drink(
    ['Vegan'],
    'Horchata:3.95;Jamaica:3.75;Tamarindo:3.75;Agua de Pina:3.75;Agua de Sandia:3.95;Agua de Pepino:3.75;Mexican Coke:3.5;Jarritos:2.95;Sangria Senorial:2.95;Topo Chico:3.25;Champurrado:4.25',
    { sizes: CUP_SIZES },
  ),
  CAKES: bakery(
    ['Seasonal'],
    'Chocolate Layer Cake:42;Red Velvet Cake:44;Carrot Layer Cake:44;Lemon Chiffon Cake:40;Black Forest Cake:46;Coconut Cake:44;Strawberry Shortcake:42;Tres Leches Cake:40;Cheesecake Whole:45;Cake Slice:6.5;Cupcake:3.95;Birthday Sheet Cake:65',
  ),
  COOKIES: bakery(
    ['Vegetarian'],
    'Chocolate Chip Cookies:12.99;Oatmeal Raisin Cookies:11.99;Sugar Cookies:10.99;Snickerdoodles:11.49;Peanut Butter Cookies:11.99;Black and White Cookies:13.49;Rainbow Cookies:16.99;Biscotti:14.99;Macarons:24.99;Shortbread:13.99;Rugelach:15.99',
    { byWeight: true },
  ),
  PIES: bakery(
    ['Seasonal'],
    'Apple Pie Whole:22;Cherry Pie:24;Blueberry Pie:24;Pumpkin Pie:20;Pecan Pie:26;Key Lime Pie Whole:24;Lemon Meringue Pie:23;Banana Cream Pie:23;Peach Cobbler:21;Strawberry Rhubarb Pie:25;Pie Slice:5.5',
  ),
  'DRAFT BEER': alcohol(
    'House Lager:6;Pilsner:6.5;Hazy IPA:8;West Coast IPA:7.5;Pale Ale:7;Amber Ale:7;Stout:7.5;Porter:7.5;Hefeweizen:7;Sour Ale:8.5;Seasonal Draft:7.5;Hard Cider:7',
    { sizes: PINT_SIZES },
  ),
  SPIRITS: alcohol(
    'Jameson:9;Jack Daniels:9;Makers Mark:10;Bulleit Rye:10;Macallan 12:16;Glenlivet 12:14;Titos Vodka:9;Grey Goose:11;Tanqueray:9;Hendricks:11;Patron Silver:12;Casamigos Reposado:14',
  ),
} as const satisfies Record<string, TBlock>;

export type TBlockName = keyof typeof BLOCKS;

/** Each cuisine's categories, in display order. Modifiers go to an extra ADD-ONS category. */
export const CUISINES = {
  bistro: [
    'STARTERS',
    'SOUPS',
    'SALADS',
    'SANDWICHES',
    'BURGERS',
    'MAINS',
    'PASTA',
    'SIDES',
    'DESSERTS',
    'KIDS MENU',
    'SOFT DRINKS',
    'HOT DRINKS',
    'BEER',
    'WINE',
    'COCKTAILS',
    'CHARCUTERIE',
  ],
  cafe: [
    'BREAKFAST',
    'PASTRIES',
    'BAGELS',
    'SANDWICHES',
    'SALADS',
    'SOUPS',
    'ESPRESSO',
    'BREWED COFFEE',
    'TEA',
    'COLD DRINKS',
    'SMOOTHIES',
    'DESSERTS',
    'COFFEE BEANS',
    'COOKIES',
  ],
  deli: [
    'DELI MEATS',
    'CHEESES',
    'PREPARED SALADS',
    'SANDWICHES',
    'HOT SUBS',
    'SOUPS',
    'BAGELS',
    'BREAKFAST',
    'SIDES',
    'SOFT DRINKS',
    'HOT DRINKS',
    'DESSERTS',
    'BREAD',
    'CHARCUTERIE',
  ],
  diner: [
    'BREAKFAST',
    'PANCAKES & WAFFLES',
    'OMELETS',
    'BURGERS',
    'SANDWICHES',
    'SALADS',
    'SOUPS',
    'MAINS',
    'SIDES',
    'DESSERTS',
    'MILKSHAKES',
    'SOFT DRINKS',
    'HOT DRINKS',
    'KIDS MENU',
  ],
  pizza: [
    'PIZZAS',
    'SPECIALTY PIZZAS',
    'CALZONES',
    'PASTA',
    'STARTERS',
    'WINGS',
    'SALADS',
    'HOT SUBS',
    'SIDES',
    'DESSERTS',
    'SOFT DRINKS',
    'BEER',
    'WINE',
    'KIDS MENU',
  ],
  tacos: [
    'TACOS',
    'BURRITOS',
    'BOWLS',
    'QUESADILLAS',
    'NACHOS',
    'MEATS BY THE POUND',
    'SALSAS',
    'DESSERTS',
    'AGUAS FRESCAS',
    'SOFT DRINKS',
    'BEER',
    'COCKTAILS',
    'SIDES',
    'KIDS MENU',
  ],
  bakery: [
    'BREAD',
    'PASTRIES',
    'CAKES',
    'COOKIES',
    'PIES',
    'BAGELS',
    'BREAKFAST',
    'SANDWICHES',
    'ESPRESSO',
    'BREWED COFFEE',
    'TEA',
    'COLD DRINKS',
    'DESSERTS',
    'SOUPS',
  ],
  pub: [
    'STARTERS',
    'WINGS',
    'BURGERS',
    'SANDWICHES',
    'MAINS',
    'SALADS',
    'SIDES',
    'DESSERTS',
    'DRAFT BEER',
    'BEER',
    'WINE',
    'COCKTAILS',
    'SPIRITS',
    'SOFT DRINKS',
  ],
} as const satisfies Record<string, readonly TBlockName[]>;

export type TCuisine = keyof typeof CUISINES;

/** The cuisine a merchant's name suggests; generated merchants take turns. */
export function cuisineOf(merchantName: string, merchantId: number): TCuisine {
  const byWord: [RegExp, TCuisine][] = [
    [/bistro|kitchen|grill/i, 'bistro'],
    [/cafe|coffee/i, 'cafe'],
    [/deli/i, 'deli'],
    [/diner/i, 'diner'],
    [/pizza/i, 'pizza'],
    [/taco/i, 'tacos'],
    [/bakery/i, 'bakery'],
    [/pub|bar\b/i, 'pub'],
  ];
  const match = byWord.find(([pattern]) => pattern.test(merchantName));
  if (match) return match[1];
  const all = Object.keys(CUISINES) as TCuisine[];
  return all[merchantId % all.length]!;
}

/** `Name:price;...` into rows. */
export function parseItems(items: string): { name: string; price: number }[] {
  return items.split(';').map((entry) => {
    const [name, price] = entry.split(':');
    return { name: name!, price: Number(price) };
  });
}
