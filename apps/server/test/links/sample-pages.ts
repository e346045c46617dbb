// Sample pages shaped like the real ones the product reads: a shop's product page, a recipe
// blog (Yoast-style @graph with a recipe plugin's Recipe), a news article, a bare page.

export const SHOP_PRODUCT_URL = 'https://www.northwind-home.example/products/walnut-desk?variant=2';

export const SHOP_PRODUCT = `<!doctype html>
<html lang="en"><head>
<meta charset="utf-8">
<title>Walnut Writing Desk – Northwind Home</title>
<meta name="description" content="Solid walnut writing desk with two drawers.">
<link rel="canonical" href="https://northwind-home.example/products/walnut-desk">
<meta property="og:site_name" content="Northwind Home">
<meta property="og:url" content="https://northwind-home.example/products/walnut-desk">
<meta property="og:title" content="Walnut Writing Desk">
<meta property="og:type" content="product">
<meta property="og:description" content="Solid walnut, hand-oiled, with two soft-close drawers.">
<meta property="og:image" content="http://cdn.northwind-home.example/files/desk-front.jpg?v=17">
<meta property="og:image:secure_url" content="https://cdn.northwind-home.example/files/desk-front.jpg?v=17">
<meta property="og:image:width" content="1600">
<meta property="og:image:height" content="1200">
<meta property="og:image:alt" content="Walnut desk, front view">
<meta property="og:image" content="https://cdn.northwind-home.example/files/desk-side.jpg">
<meta property="og:price:amount" content="1,199.00">
<meta property="og:price:currency" content="USD">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="Walnut Writing Desk (Twitter)">
<script>window.dataLayer = [{"@type": "Recipe"}];</script>
<script type="application/ld+json">
{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[
 {"@type":"ListItem","position":1,"name":"Desks","item":"https://northwind-home.example/desks"}]}
</script>
<script type="application/ld+json">
{
  "@context": "https://schema.org/",
  "@type": "Product",
  "name": "Walnut Writing Desk",
  "sku": "NW-DESK-02",
  "brand": {"@type": "Brand", "name": "Northwind"},
  "description": "Solid walnut writing desk.",
  "image": ["https://cdn.northwind-home.example/files/desk-front.jpg?v=17",
            {"@type": "ImageObject", "url": "https://cdn.northwind-home.example/files/desk-top.jpg", "width": "1400", "height": 1000}],
  "offers": [
    {"@type": "Offer", "price": "1299.00", "priceCurrency": "USD",
     "availability": "https://schema.org/InStock", "url": "https://northwind-home.example/products/walnut-desk?variant=1"},
    {"@type": "Offer", "price": 899, "priceCurrency": "USD",
     "availability": "https://schema.org/OutOfStock"},
    {"@type": "Offer", "priceSpecification": {"@type": "UnitPriceSpecification", "price": 1199, "priceCurrency": "USD"},
     "availability": "http://schema.org/InStock"}
  ]
}
</script>
</head>
<body>
<img src="https://northwind-home.example/cdn/logo.svg" alt="Northwind Home">
<div class="gallery">
  <img src="//cdn.northwind-home.example/files/desk-front.jpg?v=17" alt="Front">
  <img srcset="//cdn.northwind-home.example/files/desk-drawer_400.jpg 400w, //cdn.northwind-home.example/files/desk-drawer_1200.jpg 1200w"
       src="//cdn.northwind-home.example/files/desk-drawer_400.jpg" width="400" height="300" alt="Drawer detail">
</div>
<img src="https://www.facebook.com/tr?id=1&ev=PageView" height="1" width="1" style="display:none">
</body></html>`;

export const RECIPE_BLOG_URL = 'https://www.saltandhearth.example/cardamom-buns/';

export const RECIPE_BLOG = `<!DOCTYPE html>
<html lang="en-US"><head>
<title>Cardamom Buns &#8211; Salt &amp; Hearth</title>
<meta name="description" content="Soft, buttery Swedish cardamom buns with a twist.">
<meta property="og:locale" content="en_US">
<meta property="og:type" content="article">
<meta property="og:site_name" content="Salt &amp; Hearth">
<meta property="article:published_time" content="2024-11-02T08:00:00+00:00">
<meta name="twitter:image" content="https://www.saltandhearth.example/wp-content/uploads/buns-twitter.jpg">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[
 {"@type":"Article","@id":"https://www.saltandhearth.example/cardamom-buns/#article",
  "headline":"Cardamom Buns","author":{"@id":"https://www.saltandhearth.example/#/schema/person/ab12"},
  "datePublished":"2024-11-02T08:00:00+00:00","image":{"@id":"https://www.saltandhearth.example/cardamom-buns/#primaryimage"}},
 {"@type":["WebPage","FAQPage"],"@id":"https://www.saltandhearth.example/cardamom-buns/","name":"Cardamom Buns - Salt & Hearth",
  "primaryImageOfPage":{"@id":"https://www.saltandhearth.example/cardamom-buns/#primaryimage"}},
 {"@type":"ImageObject","@id":"https://www.saltandhearth.example/cardamom-buns/#primaryimage",
  "url":"https://www.saltandhearth.example/wp-content/uploads/buns.jpg","width":1200,"height":1800,"caption":"Cardamom buns on a tray"},
 {"@type":"WebSite","@id":"https://www.saltandhearth.example/#website","name":"Salt and Hearth"},
 {"@type":"Person","@id":"https://www.saltandhearth.example/#/schema/person/ab12","name":"Maja Lind"},
 {"@type":"Recipe","name":"Swedish Cardamom Buns (Kardemummabullar)",
  "author":{"@id":"https://www.saltandhearth.example/#/schema/person/ab12"},
  "description":"Soft &amp; buttery buns, <em>twisted</em> and knotted.",
  "image":["https://www.saltandhearth.example/wp-content/uploads/buns-225x225.jpg",
           "https://www.saltandhearth.example/wp-content/uploads/buns.jpg"],
  "recipeYield":["16","16 buns"],"prepTime":"PT45M","cookTime":"PT30M","totalTime":"PT1H15M",
  "recipeIngredient":["500 g flour","75 g sugar","2 tsp ground cardamom","150 g butter, softened","250 ml milk"],
  "aggregateRating":{"@type":"AggregateRating","ratingValue":"4.86","ratingCount":"213","reviewCount":"97"},
  "@id":"https://www.saltandhearth.example/cardamom-buns/#recipe","isPartOf":{"@id":"https://www.saltandhearth.example/cardamom-buns/#article"}}
]}</script>
</head><body>
<img src="data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E"
     data-src="https://www.saltandhearth.example/wp-content/uploads/buns-step-1.jpg" alt="Kneading the dough">
<noscript><img src="https://www.saltandhearth.example/wp-content/uploads/buns-step-1.jpg"></noscript>
</body></html>`;

export const NEWS_ARTICLE_URL = 'https://news.example/2025/03/04/city-council-bike-lanes';

export const NEWS_ARTICLE = `<!doctype html>
<html><head>
<title>Council approves 40 km of bike lanes | The Daily Example</title>
<meta name="description" content="The vote was 7 to 2 after a four-hour meeting.">
<meta property="og:type" content="article">
<meta property="og:title" content="Council approves 40 km of protected bike lanes">
<meta property="og:url" content="/2025/03/04/city-council-bike-lanes">
<meta property="og:image" content="https://img.news.example/2025/03/bikes.jpg">
<script type="application/ld+json">
[{"@context":"https://schema.org","@type":"NewsArticle",
  "headline":"Council approves 40 km of protected bike lanes",
  "datePublished":"2025-03-04T09:30:00-05:00","dateModified":"2025-03-04T12:00:00-05:00",
  "author":[{"@type":"Person","name":"Ana Ruiz","url":"https://news.example/staff/ana-ruiz"},
            {"@type":"Person","name":"Tom Becker"},"https://news.example/staff/desk"],
  "publisher":{"@type":"NewsMediaOrganization","name":"The Daily Example",
               "logo":{"@type":"ImageObject","url":"https://news.example/logo.png"}},
  "image":{"@type":"ImageObject","url":"https://img.news.example/2025/03/bikes.jpg","width":2048,"height":1365}}]
</script>
</head><body><article><h1>Council approves…</h1></article></body></html>`;

export const BARE_PAGE_URL = 'https://craft-notes.example/posts/linocut';

export const BARE_PAGE = `<html><head><title>
    Linocut   printing,
    step by step
</title></head>
<body>
<img src="/img/pixel.gif">
<img src="https://tracker.example/t.gif?u=1" width="1" height="1">
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
<img src="/img/icon.svg" alt="icon">
<img src="/img/carving-800.jpg"
     srcset="/img/carving-800.jpg 1x, /img/carving-1600.jpg 2x" alt="Carving the block">
<img data-src="/img/print.jpg" src="/img/placeholder-lazy.png" width="600" height="400" alt="  The   print ">
<img src="javascript:alert(1)">
<img src="/img/carving-1600.jpg" alt="duplicate of the srcset image">
</body></html>`;
