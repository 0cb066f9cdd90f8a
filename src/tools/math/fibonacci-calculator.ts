import { defineTool } from '../define.ts';

/** [F(n), F(n + 1)] by fast doubling: F(2k) = F(k)·(2F(k + 1) − F(k)), F(2k + 1) = F(k)² + F(k + 1)². */
function fibPair(n: number): [bigint, bigint] {
  if (n === 0) return [0n, 1n];
  const [a, b] = fibPair(Math.floor(n / 2));
  const c = a * (2n * b - a);
  const d = a * a + b * b;
  return n % 2 === 0 ? [c, d] : [d, c + d];
}

export default defineTool({
  slug: 'fibonacci-calculator',
  name: 'Fibonacci calculator',
  category: 'math',
  description:
    'The exact n-th Fibonacci number for n = 0 … 10 000 with F(0) = 0 and F(1) = 1 (fast doubling), as a decimal string, and the start of the sequence F(0) … F(min(n, 99)): at most 100 terms.',
  inputSchema: {
    type: 'object',
    properties: { n: { type: 'integer', minimum: 0, maximum: 10_000, description: 'The index, 0 … 10 000.' } },
    required: ['n'],
  },
  outputSchema: {
    type: 'object',
    properties: {
      value: { type: 'string', description: 'F(n) in decimal digits.' },
      sequence: { type: 'array', items: { type: 'string' }, description: 'F(0) … F(min(n, 99)).' },
    },
    required: ['value', 'sequence'],
  },
  examples: [
    { inputs: { n: 10 }, result: { value: '55', sequence: ['0', '1', '1', '2', '3', '5', '8', '13', '21', '34', '55'] } },
    { inputs: { n: 0 }, result: { value: '0', sequence: ['0'] } },
    { inputs: { n: 1 }, result: { value: '1', sequence: ['0', '1'] } },
    { inputs: { n: 150 }, result: { value: '9969216677189303386214405760200', sequence: ['0', '1', '1', '2', '3', '5', '8', '13', '21', '34', '55', '89', '144', '233', '377', '610', '987', '1597', '2584', '4181', '6765', '10946', '17711', '28657', '46368', '75025', '121393', '196418', '317811', '514229', '832040', '1346269', '2178309', '3524578', '5702887', '9227465', '14930352', '24157817', '39088169', '63245986', '102334155', '165580141', '267914296', '433494437', '701408733', '1134903170', '1836311903', '2971215073', '4807526976', '7778742049', '12586269025', '20365011074', '32951280099', '53316291173', '86267571272', '139583862445', '225851433717', '365435296162', '591286729879', '956722026041', '1548008755920', '2504730781961', '4052739537881', '6557470319842', '10610209857723', '17167680177565', '27777890035288', '44945570212853', '72723460248141', '117669030460994', '190392490709135', '308061521170129', '498454011879264', '806515533049393', '1304969544928657', '2111485077978050', '3416454622906707', '5527939700884757', '8944394323791464', '14472334024676221', '23416728348467685', '37889062373143906', '61305790721611591', '99194853094755497', '160500643816367088', '259695496911122585', '420196140727489673', '679891637638612258', '1100087778366101931', '1779979416004714189', '2880067194370816120', '4660046610375530309', '7540113804746346429', '12200160415121876738', '19740274219868223167', '31940434634990099905', '51680708854858323072', '83621143489848422977', '135301852344706746049', '218922995834555169026'] } },
  ],
  run({ n }: { n: number }) {
    const sequence: string[] = [];
    let [a, b] = [0n, 1n];
    for (let i = 0; i <= Math.min(n, 99); i++) {
      sequence.push(a.toString());
      [a, b] = [b, a + b];
    }
    return { value: fibPair(n)[0].toString(), sequence };
  },
});
