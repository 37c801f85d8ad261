/** The language layout's route id (app/routes.ts sets it): meta functions find its data by it. */
export const LANGUAGE_LAYOUT_ROUTE_ID = 'language-layout'
