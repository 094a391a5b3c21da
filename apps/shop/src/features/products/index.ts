export { productsApi, useProductsQuery } from './api/products-api';
