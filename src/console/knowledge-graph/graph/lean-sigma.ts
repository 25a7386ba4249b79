import Sigma from 'sigma';
import type { ProgramInfo } from 'sigma/rendering';
import type { Settings } from 'sigma/settings';
import type { Coordinates, RenderParams } from 'sigma/types';
import type { EdgeAttributes, NodeAttributes, ViewGraph } from './graph-model';

/** The parts of a sigma 3.0 node program used here (some protected in its types). */
interface NodeProgramInternals {
  render(params: RenderParams): void;
  hasNothingToRender(): boolean;
  pickProgram: ProgramInfo | null;
  bindProgram(program: ProgramInfo): void;
  renderProgram(params: RenderParams, program: ProgramInfo): void;
  unbindProgram(program: ProgramInfo): void;
}

/** The parts of sigma 3.0 (pinned in package.json) changed here; private in its types. */
interface SigmaInternals {
  elements: Record<string, HTMLElement>;
  nodePrograms: Record<string, NodeProgramInternals>;
  webGLContexts: Record<string, WebGLRenderingContext>;
  frameBuffers: Record<string, WebGLFramebuffer>;
  resetWebGLTexture(layer: string): unknown;
  getNodeAtPosition(position: Coordinates): string | null;
  hoveredNode: string | null;
  highlightedNodes: Set<string>;
}

type WebGLContextOptions = Parameters<Sigma['createWebGLContext']>[1];

/**
 * Sigma 3 doing less work per frame, which sets the frame rate wherever WebGL runs in software
 * (no GPU: the browser draws every pixel on the CPU). Sigma draws the same picture; only:
 * - the nodes are drawn into the edges' canvas, after the edges: sigma gives each its own WebGL
 *   canvas, and each canvas costs the browser a read-back and a composite per frame;
 * - the picking image (which node is under the pointer) is drawn when the pointer asks, for
 *   the last frame drawn, not with every frame: panning or zooming asks nothing of it;
 * - the layers for a hovered or highlighted node and for edge labels are out of the page while
 *   they have nothing to show (sigma clears them every frame, and the browser composites them).
 * Program classes are read once: a later `nodeProgramClasses` setting would undo this.
 */
export class LeanSigma extends Sigma<NodeAttributes, EdgeAttributes> {
  constructor(
    graph: ViewGraph,
    container: HTMLElement,
    settings: Partial<Settings<NodeAttributes, EdgeAttributes>>,
  ) {
    super(graph, container, settings);
    const internals = this as unknown as SigmaInternals;
    drawNodesLast(this, internals, pickOnDemand(this, internals));
    showLayersInUse(this, internals);
  }

  /** Called by sigma's constructor for each of its layers. */
  createWebGLContext(layer: string, options: WebGLContextOptions = {}) {
    if (layer !== 'nodes') return super.createWebGLContext(layer, options);
    const internals = this as unknown as SigmaInternals;
    // Sigma sizes each layer's element: this one's is the edges'.
    const canvas = internals.elements.edges as HTMLCanvasElement;
    internals.elements.nodes = canvas;
    return super.createWebGLContext(layer, { ...options, canvas, style: undefined });
  }
}

/**
 * Sigma draws the nodes before the edges (on a canvas of their own above the edges', the order
 * did not show). On the one canvas they wait for the end of the frame and lie over the edges.
 * Each node program now draws only the picture; `pickOnDemand` draws its picking image.
 */
function drawNodesLast(sigma: LeanSigma, internals: SigmaInternals, picking: PickingImage) {
  const waiting: (() => void)[] = [];
  for (const program of Object.values(internals.nodePrograms)) {
    const draw = program.render.bind(program);
    const pick = program.pickProgram;
    program.pickProgram = null;
    if (pick) picking.programs.push({ program, pick });
    program.render = (params) => {
      picking.params = params;
      waiting.push(() => draw(params));
    };
  }
  sigma.on('afterRender', () => {
    for (const draw of waiting.splice(0)) draw();
  });
}

interface PickingImage {
  /** The frame's, once sigma has asked its node programs to draw it. */
  params: RenderParams | null;
  programs: { program: NodeProgramInternals; pick: ProgramInfo }[];
}

/**
 * The picking image is drawn at the first question after a frame (hover, click, drag), from that
 * frame's parameters, into a texture kept between frames until the view's size changes.
 */
function pickOnDemand(sigma: LeanSigma, internals: SigmaInternals): PickingImage {
  const picking: PickingImage = { params: null, programs: [] };
  let drawn = false;
  let allocated = false;
  const allocate = internals.resetWebGLTexture.bind(internals);
  internals.resetWebGLTexture = (layer) => (layer === 'nodes' ? sigma : allocate(layer));
  // Sigma deletes the picking textures when it resizes.
  sigma.on('resize', () => {
    allocated = false;
  });
  sigma.on('beforeRender', () => {
    picking.params = null;
    drawn = false;
  });
  const draw = () => {
    if (drawn) return;
    drawn = true;
    const gl = internals.webGLContexts.nodes as WebGLRenderingContext;
    if (allocated) {
      gl.bindFramebuffer(gl.FRAMEBUFFER, internals.frameBuffers.nodes ?? null);
      // Sigma never sets a clear colour: transparent, which reads as no node.
      gl.clear(gl.COLOR_BUFFER_BIT);
    } else {
      allocate('nodes');
      allocated = true;
    }
    const params = picking.params;
    if (!params) return;
    // What sigma's Program.render does for picking, at a fraction of the resolution.
    const scaled = { ...params, pixelRatio: params.pixelRatio / params.downSizingRatio };
    for (const { program, pick } of picking.programs) {
      if (program.hasNothingToRender()) continue;
      gl.viewport(0, 0, params.width * scaled.pixelRatio, params.height * scaled.pixelRatio);
      program.bindProgram(pick);
      program.renderProgram(scaled, pick);
      program.unbindProgram(pick);
    }
    gl.viewport(0, 0, params.width * params.pixelRatio, params.height * params.pixelRatio);
  };
  const find = internals.getNodeAtPosition.bind(internals);
  internals.getNodeAtPosition = (position) => {
    draw();
    return find(position);
  };
  return picking;
}

/** The hover and edge-label layers take part in the page only while they can hold something. */
function showLayersInUse(sigma: LeanSigma, internals: SigmaInternals) {
  const show = (layers: string[], shown: boolean) => {
    for (const layer of layers) {
      const style = internals.elements[layer]?.style;
      if (style) style.display = shown ? '' : 'none';
    }
  };
  const update = () => {
    show(['hovers', 'hoverNodes'], internals.hoveredNode !== null || internals.highlightedNodes.size > 0);
    show(['edgeLabels'], sigma.getSetting('renderEdgeLabels'));
  };
  update();
  // After a frame (which finds the highlighted nodes) and when the pointer enters or leaves one;
  // sigma draws the hover in the frame after.
  sigma.on('afterRender', update);
  sigma.on('enterNode', update);
  sigma.on('leaveNode', update);
}
