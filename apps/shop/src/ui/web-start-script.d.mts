/** See `web-start-script.mjs`. */
export declare const webStartScript: string;
