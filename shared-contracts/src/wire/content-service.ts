/**
 * The API's wire types, generated from its OpenAPI document by
 * `npm run generate:wire-types`. Do not edit: change the API's
 * schemas and regenerate; test/wire-types.test.ts fails while this file and the API disagree.
 */
export interface paths {
    "/news/{handle}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published news items of a feed, newest first (api-key header) */
        get: {
            parameters: {
                query?: {
                    /** @description From 1 (default 1) */
                    page?: string;
                    /** @description 1..50 (default 5) */
                    size?: string;
                };
                header?: never;
                path: {
                    /** @description The feed, e.g. 'ottilia-news' */
                    handle: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            handle: string;
                            content: components["schemas"]["ContentNewsItem"][];
                            page: number;
                            size: number;
                            totalElements: number;
                            totalPages: number;
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/policy-groups/{group}/languages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Languages a policy group is published in (api-key header) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description The policy group, e.g. 'ottilia-policies' */
                    group: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            policyGroup: string;
                            languages: {
                                code: string;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
                /** @description Default Response */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Problem"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** ContentNewsItem */
        ContentNewsItem: {
            eid: string;
            title: string;
            summary: string;
            body: string;
            image: {
                url: string;
                alt: string;
            } | null;
            /** Format: date-time */
            publishedAt: string;
            link: string | null;
        };
        /** Problem */
        Problem: {
            type: string;
            title: string;
            status: number;
            code: string;
            detail?: string;
        } & {
            [key: string]: unknown;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
