/** The constants of the relations diagram (seed 002 §9; docs/relations.md). */
export const DIAGRAM = {
  /** Force-layout repulsion between persons. */
  repulsion: 500,
  /** Zoom of a network when it opens. */
  initialZoom: 2,
  /** Levels of a tree open at first (the root is level 0); deeper ones open on a click. */
  treeInitialDepth: 2,
  /** A diagram of more persons than this opens in the large view. */
  largeAbove: 10,
  /** How long a tooltip stays after the pointer leaves its person (ms). */
  tooltipDuration: 20000,
  /** Width of a person's label before it wraps onto another line (px). */
  labelWidth: 120,
  /** Heights of the small and large views (px). */
  smallHeight: 360,
  largeHeight: 640,
} as const;
