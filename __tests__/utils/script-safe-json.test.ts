import { scriptSafeJson } from '../../src/utils/script-safe-json'

describe('scriptSafeJson', () => {
  const hostile = 'a"</script><script>alert(1)//&\u2028'

  it('holds no character that could end an inline <script> or start markup', () => {
    expect(scriptSafeJson(hostile)).not.toMatch(/[<>&]/)
  })

  it('reads back as the same value, as JSON and as a JavaScript literal', () => {
    expect(JSON.parse(scriptSafeJson(hostile))).toBe(hostile)
    expect(new Function(`return ${scriptSafeJson(hostile)}`)()).toBe(hostile)
    expect(new Function(`return ${scriptSafeJson({ list: [hostile, 1] })}`)()).toEqual({ list: [hostile, 1] })
  })
})
