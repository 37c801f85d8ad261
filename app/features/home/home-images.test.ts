import { describe, expect, it } from 'vitest'
import { callToActionImage, dashboardImage, yearsOfExperience } from './home-images'

describe('home pictures', () => {
  it('uses the coming-soon picture for tr, en and de and the default dashboard otherwise', () => {
    expect(callToActionImage('tr')).toBe('/images/home/coming-soon-tr.svg')
    expect(callToActionImage('de')).toBe('/images/home/coming-soon-de.svg')
    expect(callToActionImage('fr')).toBe('/images/home/dashboard-en.svg')
  })
  it('picks the dashboard in the page language', () => {
    expect(dashboardImage('tr')).toBe('/images/home/dashboard-tr.svg')
    expect(dashboardImage('xx')).toBe('/images/home/dashboard-en.svg')
  })
  it('counts years of experience from 2013', () => {
    expect(yearsOfExperience(2026)).toBe(13)
  })
})
