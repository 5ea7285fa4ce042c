/** Storybook's phone viewport of the UX review (390 × 844), for stories of narrow screens. */
export const phoneViewport = {
  options: {
    phone390: {
      name: 'Phone, 390 px',
      styles: { width: '390px', height: '844px' },
      type: 'mobile',
    },
  },
};

export const phoneGlobals = { viewport: { value: 'phone390', isRotated: false } };
