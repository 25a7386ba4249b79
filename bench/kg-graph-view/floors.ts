import type { ViewEdge, ViewNode } from '../../src/console/knowledge-graph/graph/graph-model';

/** Where the floors draw each node, in canvas pixels. */
export type Positions = ReadonlyMap<string, readonly [number, number]>;

/**
 * Positions spread over the canvas, for a floor drawn alone; the bench draws the floors where
 * the view's layout put the nodes (the same points and lines, so the same pixels to fill).
 */
export function spread(nodes: ViewNode[], width: number, height: number): Positions {
  const at = new Map<string, [number, number]>();
  nodes.forEach((node, index) => {
    const angle = index * 2.399;
    const radius = Math.sqrt(index / nodes.length) * Math.min(width, height) * 0.48;
    at.set(node.id, [width / 2 + Math.cos(angle) * radius, height / 2 + Math.sin(angle) * radius]);
  });
  return at;
}

/** A pan offset in pixels; the floors draw everything shifted by it each frame. */
export type DrawFloor = (dx: number, dy: number) => void;

/** The thinnest WebGL that draws the points and lines: two buffers, gl.LINES then gl.POINTS. */
export function webglFloor(
  canvas: HTMLCanvasElement,
  nodes: ViewNode[],
  edges: ViewEdge[],
  at: Positions,
): DrawFloor {
  const gl = canvas.getContext('webgl2', { antialias: false }) as WebGL2RenderingContext;
  const compile = (type: number, source: string) => {
    const shader = gl.createShader(type) as WebGLShader;
    gl.shaderSource(shader, source);
    gl.compileShader(shader);
    return shader;
  };
  const program = gl.createProgram() as WebGLProgram;
  gl.attachShader(
    program,
    compile(
      gl.VERTEX_SHADER,
      `#version 300 es
      in vec2 p; uniform vec2 size; uniform vec2 shift;
      void main() { gl_Position = vec4(((p + shift) / size) * 2.0 - 1.0, 0, 1); gl_PointSize = 8.0; }`,
    ),
  );
  gl.attachShader(
    program,
    compile(
      gl.FRAGMENT_SHADER,
      `#version 300 es
      precision mediump float; uniform vec4 color; out vec4 o; void main() { o = color; }`,
    ),
  );
  gl.linkProgram(program);
  // biome-ignore lint/correctness/useHookAtTopLevel: WebGL, not a React hook
  gl.useProgram(program);
  const buffer = (data: number[]) => {
    const made = gl.createBuffer();
    gl.bindBuffer(gl.ARRAY_BUFFER, made);
    gl.bufferData(gl.ARRAY_BUFFER, new Float32Array(data), gl.STATIC_DRAW);
    return made;
  };
  const lines = buffer(
    edges.flatMap((edge) => [...(at.get(edge.source) ?? [0, 0]), ...(at.get(edge.target) ?? [0, 0])]),
  );
  const points = buffer(nodes.flatMap((node) => at.get(node.id) ?? [0, 0]));
  const where = gl.getAttribLocation(program, 'p');
  gl.enableVertexAttribArray(where);
  gl.uniform2f(gl.getUniformLocation(program, 'size'), canvas.width, canvas.height);
  const shift = gl.getUniformLocation(program, 'shift');
  const color = gl.getUniformLocation(program, 'color');
  gl.clearColor(1, 1, 1, 1);
  return (dx, dy) => {
    gl.clear(gl.COLOR_BUFFER_BIT);
    gl.uniform2f(shift, dx, dy);
    gl.bindBuffer(gl.ARRAY_BUFFER, lines);
    gl.vertexAttribPointer(where, 2, gl.FLOAT, false, 0, 0);
    gl.uniform4f(color, 0.78, 0.81, 0.85, 1);
    gl.drawArrays(gl.LINES, 0, edges.length * 2);
    gl.bindBuffer(gl.ARRAY_BUFFER, points);
    gl.vertexAttribPointer(where, 2, gl.FLOAT, false, 0, 0);
    gl.uniform4f(color, 0.09, 0.47, 1, 1);
    gl.drawArrays(gl.POINTS, 0, nodes.length);
  };
}

/** The thinnest canvas 2D that draws them: one path of lines, one of squares. */
export function canvasFloor(
  canvas: HTMLCanvasElement,
  nodes: ViewNode[],
  edges: ViewEdge[],
  at: Positions,
): DrawFloor {
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  const segments = edges.map((edge) => [at.get(edge.source) ?? [0, 0], at.get(edge.target) ?? [0, 0]]);
  const dots = nodes.map((node) => at.get(node.id) ?? [0, 0]);
  return (dx, dy) => {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.beginPath();
    for (const [[x1, y1], [x2, y2]] of segments) {
      context.moveTo(x1 + dx, y1 + dy);
      context.lineTo(x2 + dx, y2 + dy);
    }
    context.strokeStyle = '#c7ced9';
    context.stroke();
    context.beginPath();
    for (const [x, y] of dots) context.rect(x + dx - 4, y + dy - 4, 8, 8);
    context.fillStyle = '#1677ff';
    context.fill();
  };
}
