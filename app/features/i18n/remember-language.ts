import { cookieAttributes } from '~/lib/cookies'
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_OPTIONS, LANGUAGE_STORAGE_KEY, LANGUAGES } from './languages'

/**
 * Runs inline on every page, before any module: the first path segment, when it is a language, is
 * the visitor's language from now on (SPEC: stored after each navigation), in localStorage.language
 * and in the `lang` cookie the server's redirect of `/` reads. Language changes reload the page, so
 * this covers every way of reaching one: a link, a bookmark, a search result. Must never throw.
 */
export const REMEMBER_LANGUAGE_SCRIPT = `(function(){var m=/^\\/(${LANGUAGES.join('|')})(?:\\/|$)/.exec(location.pathname);if(!m)return;try{localStorage.setItem('${LANGUAGE_STORAGE_KEY}',JSON.stringify({code:m[1]}))}catch(e){}document.cookie='${LANGUAGE_COOKIE}='+m[1]+'${cookieAttributes(LANGUAGE_COOKIE_OPTIONS)}'+(location.protocol==='https:'?'${cookieAttributes({ secure: true })}':'')})()`
