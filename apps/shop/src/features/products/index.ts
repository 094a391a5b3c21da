export { productsApi, tileIds, useProductTiles } from './api/products-api';
